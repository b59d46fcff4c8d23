// Package v2 is one of two versions of a corpus error case.
// +groupName=err-no-storage.corpus.example.com
package v2
