// Package v1 is a corpus error case: fields without a json tag.
// +groupName=err-notag.corpus.example.com
package v1
