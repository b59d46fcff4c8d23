// Package v1 is one of two versions of a corpus error case.
// +groupName=err-no-storage.corpus.example.com
package v1
