// Package v1 is the API whose schema schemapatch writes into an existing
// CRD manifest.
// +groupName=patch.corpus.example.com
package v1
