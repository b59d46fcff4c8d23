// +k8s:deepcopy-gen=package
// +groupName=samplecontroller.k8s.io

// Package samplecontroller holds the internal (hub) types.
package samplecontroller
