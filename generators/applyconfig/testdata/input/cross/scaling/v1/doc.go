// Package v1 holds a subresource type another input's apply extension
// takes.
//
// +groupName=scaling.example.com
package v1
