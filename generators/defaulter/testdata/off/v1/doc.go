// +k8s:defaulter-gen=false

// Package v1 opts out: no file.
package v1
