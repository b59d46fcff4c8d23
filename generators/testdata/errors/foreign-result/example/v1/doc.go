// Package v1 names result types in other packages.
//
// +groupName=example.com
package v1
