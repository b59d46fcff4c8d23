// +k8s:validation-gen=TypesWithSuffix=Root

// Package limits uses +k8s:monotonic, +k8s:neq, +k8s:minProperties and
// +k8s:maxProperties; testdata/want/limits.txt is upstream's output for it
// (hack/validation-goldens.sh limits).
package limits
