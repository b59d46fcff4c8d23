// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-nolint

// Package vlevels writes +k8s:alpha/beta inside +k8s:eachVal, +k8s:eachKey
// and +k8s:subfield chains, which upstream's lint refuses but
// +k8s:validation-gen-nolint lets through; testdata/want/vlevels.txt is
// upstream's output for it (hack/validation-goldens.sh vlevels).
package vlevels
