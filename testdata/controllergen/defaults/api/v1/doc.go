// Package v1 is a kubebuilder API package.
// +kubebuilder:object:generate=true
// +groupName=defaults.corpus.example.com
package v1
