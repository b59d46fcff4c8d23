// +k8s:validation-gen=TypesWithField=TypeMeta

// Package forbidden uses +k8s:forbidden; testdata/want/forbidden.txt is
// upstream's output for it (hack/validation-goldens.sh forbidden).
package forbidden
