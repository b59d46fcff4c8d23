// Package v1 is a bad input for an error-case golden test: its two files
// name two groups.
//
// +groupName=example.com
package v1
