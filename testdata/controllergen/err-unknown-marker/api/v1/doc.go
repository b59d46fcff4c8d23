// Package v1 is a corpus error case: misspelt markers.
// +groupName=err-unknown-marker.corpus.example.com
package v1
