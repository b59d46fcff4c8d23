// +k8s:deepcopy-gen=package
// +groupName=mixed.example.com

// Package v1beta1 is a group whose directory is mixed-case.
package v1beta1
