// Package v1 has kinds defined from other structs that cannot get clients.
//
// +groupName=example.com
package v1
