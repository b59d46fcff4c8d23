// Package v1 holds versioned API types but does not configure deepcopy-gen,
// and carries generator tags upstream does not know.
//
// +k8s:openapi-gen=true
// +k8s:deepcopy-gen-typo=package
// +k8s:foo-gen=true
// +k8s:validation-gen:bar=x
// +k8s:optional
// +groupName=example.com
package v1
