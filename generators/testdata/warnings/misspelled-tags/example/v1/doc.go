// Package v1 is an input for a warning golden test: tags close to known
// ones are warned about with the tag meant; upstream ignores them.
//
// +k8s:deepcopy-gen=package
// +groupName=example.com
// +groupgoname=Example
// +k8s:openapi-gen=true
package v1
