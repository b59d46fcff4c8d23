// Package v1 has one input error per type.
// +k8s:openapi-gen=true
package v1
