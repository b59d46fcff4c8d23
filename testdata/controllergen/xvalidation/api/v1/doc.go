// Package v1 holds CEL rules (+kubebuilder:validation:XValidation) with
// every argument, on types and on fields.
// +groupName=xvalidation.corpus.example.com
package v1
