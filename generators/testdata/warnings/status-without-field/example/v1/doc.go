// Package v1 is doubtful input for a warning-case golden test: kinds ask
// for status methods but have no Status field, so none are generated.
//
// +groupName=example.com
package v1
