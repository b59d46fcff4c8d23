// Package opt makes fields optional by default.
// +groupName=opt.corpus.example.com
// +versionName=v1
// +kubebuilder:validation:Optional
package opt
