// Package v3alpha1 declares Multi in a version the manifest does not
// list: schemapatch adds no version.
// +groupName=multi.corpus.example.com
package v3alpha1
