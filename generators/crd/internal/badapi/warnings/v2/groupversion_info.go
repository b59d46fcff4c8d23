// Package v2 is a bad case.
// +groupName=warnings.example.com
package v2
