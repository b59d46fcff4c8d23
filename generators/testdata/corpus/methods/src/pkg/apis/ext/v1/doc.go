// +k8s:deepcopy-gen=package
// +groupName=ext.example.com

// Package v1 has extension methods of every verb.
package v1
