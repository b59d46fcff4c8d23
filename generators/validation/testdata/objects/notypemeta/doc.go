// +k8s:validation-gen=*

// Package notypemeta registers a type without GetObjectKind: validation-gen
// refuses it at the type.
package notypemeta
