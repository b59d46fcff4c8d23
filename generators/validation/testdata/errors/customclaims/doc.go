// +k8s:validation-gen=*

// Package customclaims declares a ValidateCustom_ function no
// +k8s:customValidation names: upstream fails on it.
package customclaims
