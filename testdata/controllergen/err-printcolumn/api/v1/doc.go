// Package v1 is a corpus error case: printcolumns that name no field or have a bad type.
// +groupName=err-printcolumn.corpus.example.com
package v1
