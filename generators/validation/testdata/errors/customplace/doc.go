// +k8s:validation-gen=*
// +k8s:validation-gen-input=github.com/kubegen/kubegen/generators/validation/testdata/errors/customplace/api

// Package customplace validates the types of its api package, which
// declares a ValidateCustom_ function: upstream wants it here.
package customplace
