// +k8s:deepcopy-gen=package
// +groupName=gateway.example.com

// Package v1 is the storage version.
package v1
