// Package v1 is an emit test input for typed clients with Apply methods.
//
// +groupName=apply.example.com
package v1
