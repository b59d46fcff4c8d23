// Package v1 is a bad case.
// +groupName=storage.example.com
package v1
