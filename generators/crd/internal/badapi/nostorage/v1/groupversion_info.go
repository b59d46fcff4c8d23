// Package v1 is a bad case.
// +groupName=nostorage.example.com
package v1
