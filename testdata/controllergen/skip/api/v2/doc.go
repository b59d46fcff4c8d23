// Package v2 is the version that is generated.
// +groupName=skip.corpus.example.com
package v2
