// Package v1beta1 is one version of a multi-version kind.
// +groupName=versions.corpus.example.com
package v1beta1
