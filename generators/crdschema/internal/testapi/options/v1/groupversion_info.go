// Package v1 exercises the crd generator's options.
// +groupName=options.example.com
// +kubebuilder:validation:Optional
package v1
