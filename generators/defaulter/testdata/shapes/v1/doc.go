// +k8s:defaulter-gen=TypeMeta
// +k8s:defaulter-gen=ListMeta

// Package v1 has a type of every shape defaulter-gen walks, with a
// defaulting function or a +default on each.
package v1
