// Package v1 declares group version example.com/v1, like the other package.
//
// +groupName=example.com
package v1
