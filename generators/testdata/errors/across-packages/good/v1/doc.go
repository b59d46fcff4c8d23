// Package v1 parses, but has a tag error that must still be reported.
//
// +groupName=good.example.com
package v1
