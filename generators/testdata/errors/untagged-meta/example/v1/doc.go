// Package v1 is a bad input for an error-case golden test.
//
// +groupName=example.com
package v1
