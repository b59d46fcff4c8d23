// Package v1 is a corpus error case: listMapKey naming no field, and a map list without a key.
// +groupName=err-listmapkey.corpus.example.com
package v1
