// Package v1 is given to controller-gen with no generator named on the
// command line.
// +kubebuilder:object:generate=true
// +groupName=all.corpus.example.com
package v1
