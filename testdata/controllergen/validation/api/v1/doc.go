// Package v1 holds one kind whose fields carry the validation markers of
// controller-gen, one family per field.
// +groupName=validation.corpus.example.com
package v1
