// Package v1 is a corpus error case: a scale subresource without its statuspath.
// +groupName=err-scale.corpus.example.com
package v1
