// Package v1 is an input for a warning golden test: upstream ignores
// +genclient options on types without +genclient.
//
// +k8s:deepcopy-gen=package
// +groupName=example.com
package v1
