// Package v1 is a bad case.
// +groupName=markers.example.com
package v1
