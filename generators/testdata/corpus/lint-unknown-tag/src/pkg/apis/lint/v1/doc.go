// +k8s:deepcopy-gen=package
// +k8s:not-a-real-gen=true
// +groupName=lint.example.com

// Package v1 carries a generator tag nobody knows.
package v1
