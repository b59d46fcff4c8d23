// +k8s:validation-gen=TypesWithField=TypeMeta

// Package options uses +k8s:ifEnabled and +k8s:ifDisabled;
// testdata/want/options.txt is upstream's output for it
// (hack/validation-goldens.sh options).
package options
