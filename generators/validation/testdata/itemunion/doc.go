// +k8s:validation-gen=TypesWithField=TypeMeta

// Package itemunion uses union members under +k8s:item (item unions);
// testdata/want/itemunion.txt is upstream's output for it, made in a copy
// of this module (hack/validation-goldens.sh) since the membership
// variables' names hold the package's import path.
package itemunion
