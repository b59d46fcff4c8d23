// Package v1 has kinds of shapes the generators cannot or should not use.
//
// +groupName=example.com
package v1
