// Package v3 is a bad case.
// +groupName=storage.example.com
package v3
