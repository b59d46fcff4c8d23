// Package v1 is a kubebuilder-layout input without +groupName.
// +kubebuilder:object:generate=true
package v1
