// +k8s:defaulter-gen=TypeMeta
// +k8s:defaulter-gen-input=github.com/kubegen/kubegen/generators/defaulter/testdata/input/types

// Package v1 holds the defaulters of the types of package types.
package v1
