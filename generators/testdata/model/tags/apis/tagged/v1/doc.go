// Package v1 exercises +genclient option combinations.
//
// +groupName=tagged.example.com
package v1
