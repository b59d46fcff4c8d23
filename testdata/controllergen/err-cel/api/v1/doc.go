// Package v1 is a corpus error case: CEL rules that do not compile.
// +groupName=err-cel.corpus.example.com
package v1
