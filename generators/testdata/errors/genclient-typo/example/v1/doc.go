// Package v1 is a bad input for an error-case golden test: its only kind
// has a misspelt +genclient, which would leave the package without kinds.
//
// +groupName=example.com
package v1
