// Package v1 holds a kind whose apply extension takes a type of another
// input package that this package does not import.
//
// +groupName=apps.example.com
package v1
