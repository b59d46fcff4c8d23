// Package v1 has a hyphenated group.
//
// +groupName=example-group.io
package v1
