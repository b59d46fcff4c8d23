// Package v1 is not gofmt-formatted: its kind is declared on an indented line.
//
// +groupName=unformatted.example.com
package v1
