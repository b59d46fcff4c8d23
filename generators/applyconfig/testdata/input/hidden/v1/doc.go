// Package v1 has fields of unexported types, which apply configurations
// (in another package) cannot name.
//
// +groupName=shop.example.com
package v1
