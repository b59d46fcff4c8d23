// Package v2 is a bad case.
// +groupName=nostorage.example.com
package v2
