// Package v1 is doubtful input for a warning-case golden test: its List's
// Items field has no json tag, so the server's "items" is never decoded.
//
// +groupName=example.com
package v1
