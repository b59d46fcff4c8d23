// Package v1 gets deep copies from the object generator.
// +kubebuilder:object:generate=true
// +groupName=object.corpus.example.com
package v1
