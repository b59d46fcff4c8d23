// Package v2 is the storage version of the spec case.
// +kubebuilder:object:generate=true
// +groupName=spec.example.com
package v2
