// Package v1 is a bad case.
// +groupName=warnings.example.com
package v1
