// Package v2 declares its kind from v1's.
// +groupName=declared.example.com
package v2
