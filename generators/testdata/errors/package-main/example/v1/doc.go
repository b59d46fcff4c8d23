// Package main is a bad input for an error-case golden test: API types in
// a program.
//
// +groupName=example.com
package main
