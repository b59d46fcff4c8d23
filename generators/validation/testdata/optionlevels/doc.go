// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-nolint

// Package optionlevels writes +k8s:alpha/beta under +k8s:ifEnabled and
// +k8s:ifMode, which upstream's lint refuses but +k8s:validation-gen-nolint
// lets through; testdata/want/optionlevels.txt is upstream's output for it
// (hack/validation-goldens.sh optionlevels).
package optionlevels
