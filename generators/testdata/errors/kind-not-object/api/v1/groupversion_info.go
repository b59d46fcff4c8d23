// Package v1 is a bad input for an error-case golden test, laid out as
// kubebuilder scaffolds one: a kind that gets no DeepCopyObject while its
// List does; the typed client needs both.
//
// +kubebuilder:object:generate=true
// +groupName=example.com
package v1
