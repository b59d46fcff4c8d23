// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-test-targets

// Package v1beta1 is the kinds' other version; it also asks for its own
// coverage test (+k8s:validation-gen-test-targets).
package v1beta1
