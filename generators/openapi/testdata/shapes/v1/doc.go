// Package v1 has a field of every shape openapi-gen renders.
// +k8s:openapi-gen=true
// +groupName=shapes.example.com
package v1
