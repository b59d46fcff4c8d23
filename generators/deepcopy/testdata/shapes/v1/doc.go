// +k8s:deepcopy-gen=package

// Package v1 has a field of every shape deepcopy-gen handles.
package v1
