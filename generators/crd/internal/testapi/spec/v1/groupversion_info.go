// Package v1 is the oldest version of the spec case: deprecated, with
// printer columns and a selectable field.
// +kubebuilder:object:generate=true
// +groupName=spec.example.com
package v1
