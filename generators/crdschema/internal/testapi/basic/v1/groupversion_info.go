// Package v1 holds the widget API.
// +kubebuilder:object:generate=true
// +groupName=example.com
package v1
