// Package v1 has types declared from other named types.
// +groupName=declared.example.com
package v1
