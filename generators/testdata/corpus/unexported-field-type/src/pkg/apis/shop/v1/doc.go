// +k8s:deepcopy-gen=package
// +groupName=shop.example.com

// Package v1 has spec fields whose types are unexported.
package v1
