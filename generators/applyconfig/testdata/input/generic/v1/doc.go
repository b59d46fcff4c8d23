// Package v1 has a generic type, which apply configurations are not
// generated for.
//
// +groupName=shop.example.com
package v1
