// +k8s:validation-gen=TypesWithField=TypeMeta

// Package v1 is an API version whose kinds reach every validator kubegen's
// validation-gen generates, through the field path shapes upstream's
// coverage fixtures name (nested, inline, list and map items, map keys,
// subfields, siblings, recursion, opaque fields); testdata/want/coverage
// is upstream's output for it (hack/validation-goldens.sh).
package v1
