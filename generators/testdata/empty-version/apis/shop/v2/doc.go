// Package v2 has no kinds yet.
//
// +groupName=shop.example.com
package v2
