// +k8s:validation-gen=*

// Package b has a validated type that package a uses.
package b
