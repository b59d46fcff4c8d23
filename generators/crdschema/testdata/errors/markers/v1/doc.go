// Package v1 holds bad markers, one per field.
// +groupName=errors.example.com
package v1
