// Package v1 holds types of every field shape the apply configuration
// generator handles.
//
// +groupName=shapes.example.com
package v1
