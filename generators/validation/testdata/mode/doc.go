// +k8s:validation-gen=TypesWithField=TypeMeta

// Package mode uses +k8s:modeDiscriminator and +k8s:ifMode;
// testdata/want/mode.txt is upstream's output for it
// (hack/validation-goldens.sh mode).
package mode
