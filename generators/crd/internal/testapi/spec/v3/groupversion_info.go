// Package v3 is named by +versionName, and its Widget is skipped.
// +kubebuilder:object:generate=true
// +groupName=spec.example.com
// +versionName=v3alpha1
package v3
