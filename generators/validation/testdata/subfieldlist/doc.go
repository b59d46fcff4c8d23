// +k8s:validation-gen=TypesWithField=TypeMeta

// Package subfieldlist gives subfields list semantics through
// +k8s:subfield (listType, listMapKey, unique, item, eachVal over them);
// testdata/want/subfieldlist.txt is upstream's output for it
// (hack/validation-goldens.sh subfieldlist).
package subfieldlist
