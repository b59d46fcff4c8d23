// +k8s:validation-gen=*

// Package typelint has upstream's lint errors in type comments.
package typelint
