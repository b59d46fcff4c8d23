// +k8s:validation-gen=TypesWithField=TypeMeta

// Package item uses +k8s:item on list-maps; testdata/want/item.txt is
// upstream's output for it (hack/validation-goldens.sh item).
package item
