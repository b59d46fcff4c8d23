// Package v2 is the newer version, with a schema unlike v1's.
// +groupName=multi.corpus.example.com
package v2
