// +k8s:deepcopy-gen=package
// +groupName=samplecontroller.k8s.io

// Package v1 is the v1 version of the API.
package v1
