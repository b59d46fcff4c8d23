// Package v1 is a corpus error case: a marker on a field of a type it does not apply to.
// +groupName=err-wrong-type.corpus.example.com
package v1
