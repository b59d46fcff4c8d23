// Package v1 is a bad input: it imports a package that imports it back.
//
// +groupName=example.com
package v1
