// Package v1 holds listType, listMapKey, mapType and structType, in their
// kubebuilder and +k8s: spellings, on fields and on types.
// +groupName=topology.corpus.example.com
package v1
