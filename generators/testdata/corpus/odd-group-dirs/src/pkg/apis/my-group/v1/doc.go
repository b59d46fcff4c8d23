// +k8s:deepcopy-gen=package
// +groupName=my-group.example.com
// +groupGoName=MyGroup

// Package v1 is a group whose directory has a hyphen.
package v1
