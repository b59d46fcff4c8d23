// Package v1 has long descriptions, floats and unexported fields, for the
// crd generator's options.
// +groupName=options.corpus.example.com
package v1
