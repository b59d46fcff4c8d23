// Package v1 is a corpus error case: a marker that does not parse.
// +groupName=err-syntax.corpus.example.com
package v1
