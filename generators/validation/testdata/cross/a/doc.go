// +k8s:validation-gen=*

// Package a validates a field of package b's type, both generated in
// one run before either has its file.
package a
