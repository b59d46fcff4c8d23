// Package v1 holds type aliases and named types, and the descriptions controller-gen gives them.
// +groupName=aliases.corpus.example.com
package v1
