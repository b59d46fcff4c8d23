// Package v2 is a bad case.
// +groupName=storage.example.com
package v2
