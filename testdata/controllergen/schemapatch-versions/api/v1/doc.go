// Package v1 is the older version of the multi-version kind.
// +groupName=multi.corpus.example.com
package v1
