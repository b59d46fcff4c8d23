// Package v1beta1 has a mixed-case group.
//
// +groupName=otherGroup.example.io
package v1beta1
