// Package req makes fields required by default.
// +groupName=req.corpus.example.com
// +versionName=v1
// +kubebuilder:validation:Required
package req
