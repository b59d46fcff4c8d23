// Package v1 is a corpus error case: a marker argument of the wrong type.
// +groupName=err-arg-type.corpus.example.com
package v1
