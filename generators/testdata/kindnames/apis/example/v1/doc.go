// Package v1 is a test input: kinds whose lower-case names (the
// parameter names of their typed clients) are also the names of packages
// the generated files import.
//
// +groupName=example.com
package v1
