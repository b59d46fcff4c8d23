// Package v1 is a corpus error case: a listType that does not exist.
// +groupName=err-listtype.corpus.example.com
package v1
