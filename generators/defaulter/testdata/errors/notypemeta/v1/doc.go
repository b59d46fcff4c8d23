// Package v1 asks for an object defaulter of a type without TypeMeta:
// RegisterDefaults would pass it as a runtime.Object, which it is not.
// +k8s:defaulter-gen=TypeMeta
package v1
