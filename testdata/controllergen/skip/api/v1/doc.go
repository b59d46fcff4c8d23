// Package v1 is skipped whole by +kubebuilder:skip.
// +groupName=skip.corpus.example.com
// +kubebuilder:skip
package v1
