// Package v1 is the shop API, version v1.
// +k8s:deepcopy-gen=package
// +k8s:openapi-gen=true
// +groupName=shop.example.com
package v1
