// Package v1 has kinds whose names the generated code cannot use.
//
// +groupName=example.com
package v1
