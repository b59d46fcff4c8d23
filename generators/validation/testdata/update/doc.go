// +k8s:validation-gen=TypesWithSuffix=Root

// Package update uses +k8s:update in each form kubegen's validation-gen
// generates; testdata/want/update.txt is upstream's output for it
// (hack/validation-goldens.sh update).
package update
