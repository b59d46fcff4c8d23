// Package v1 is one of two versions of a corpus error case.
// +groupName=err-two-storage.corpus.example.com
package v1
