// +k8s:validation-gen=*
// +k8s:validation-gen-scheme-registry=nil

// Package v1beta1 is a beta package: beta tags need no +k8s:beta prefix,
// and a union with two discriminators is generated with the last.
package v1beta1
