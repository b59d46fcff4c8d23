// +k8s:validation-gen=*
// +k8s:validation-gen-scheme-registry=nil

// Package v1beta1 is a beta package: beta tags need no +k8s:beta prefix,
// a union with two discriminators is generated with the last, and
// discriminators without members are warned about.
package v1beta1
