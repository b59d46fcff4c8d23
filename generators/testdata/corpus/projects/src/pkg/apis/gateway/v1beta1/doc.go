// +k8s:deepcopy-gen=package
// +groupName=gateway.example.com

// Package v1beta1 serves the old version from the storage version's struct.
package v1beta1
