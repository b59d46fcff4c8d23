// Package v1 has fields whose types are aliases.
//
// +groupName=net.example.com
package v1
