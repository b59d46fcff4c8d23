// Package v1 is a legacy core group input.
//
// +groupName=
package v1
