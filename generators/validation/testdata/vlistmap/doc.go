// +k8s:validation-gen=TypesWithField=TypeMeta

// Package vlistmap puts list tags on named list types (+k8s:listType,
// +k8s:listMapKey, +k8s:unique, +k8s:item) and uses fields of them;
// testdata/want/vlistmap.txt is upstream's output for it, made in a copy
// of this module (hack/validation-goldens.sh vlistmap) since the item
// unions' membership variables hold the package's import path.
package vlistmap
