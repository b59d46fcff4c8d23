// Package v1 is a bad input for an error-case golden test, laid out as
// kubebuilder scaffolds one: kinds whose List gets no DeepCopyObject,
// which the typed client needs.
//
// +kubebuilder:object:generate=true
// +groupName=example.com
package v1
