// Package v1 is doubtful input for a warning-case golden test: its
// +genclient stands apart from the kind.
//
// +groupName=example.com
package v1
