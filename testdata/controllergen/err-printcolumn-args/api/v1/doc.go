// Package v1 is a corpus error case: a printcolumn without its JSONPath.
// +groupName=err-printcolumn-args.corpus.example.com
package v1
