// +k8s:deepcopy-gen=package
// +groupName=my-group.example.com
// +groupGoName=MyGroup

// Package v1 is a group whose name has a hyphen.
package v1
