// Package v1 is laid out as kubebuilder lays out an API version: no doc.go,
// the package tags in groupversion_info.go's package comment.
// +k8s:openapi-gen=true
// +groupName=example.com
package v1
