// Package v1 has kinds whose generated identifiers collide.
//
// +groupName=example.com
package v1
