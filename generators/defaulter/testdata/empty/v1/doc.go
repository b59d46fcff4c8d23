// +k8s:defaulter-gen=TypeMeta

// Package v1 asks for defaulters and has nothing to default: its file
// has an empty RegisterDefaults.
package v1
