// Package v1 holds Go type shapes and how controller-gen writes them:
// pointers, nested lists and maps, embedded structs, byte slices, aliases.
// +groupName=shapes.corpus.example.com
package v1
