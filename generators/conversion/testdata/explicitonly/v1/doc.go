// +k8s:conversion-gen=false

// Package v1 asks for no generated conversions, only the registration of
// its hand-written ones.
package v1
