// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-nolint

// Package vsubfieldnolint puts +k8s:alpha and +k8s:beta inside the chain
// of +k8s:subfield, alone and under +k8s:item and +k8s:eachVal, which
// upstream generates when its lint is off;
// testdata/want/vsubfieldnolint.txt is upstream's output for it
// (hack/validation-goldens.sh vsubfieldnolint).
package vsubfieldnolint
