// Package v1 declares its kinds fine, but its register.go does not parse.
//
// +groupName=broken.example.com
package v1
