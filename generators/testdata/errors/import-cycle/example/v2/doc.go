// Package v2 imports v1, which imports v2 back: Go forbids the cycle.
//
// +groupName=example.com
package v2
