// +k8s:validation-gen=TypesWithField=TypeMeta

// Package subfieldmember names, through +k8s:subfield, fields with validation
// tags of their own; testdata/want/subfieldmember.txt is upstream's output
// for it (hack/validation-goldens.sh subfieldmember).
package subfieldmember
