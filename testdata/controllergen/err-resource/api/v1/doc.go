// Package v1 is a corpus error case: bad resource and subresource markers.
// +groupName=err-resource.corpus.example.com
package v1
