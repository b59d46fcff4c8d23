// Package v1alpha1 is one version of a multi-version kind.
// +groupName=versions.corpus.example.com
package v1alpha1
