// Package v1 looks like per-version internals (it names defaulter-gen) and
// configures neither conversion-gen nor validation-gen.
//
// +k8s:defaulter-gen=TypeMeta
// +groupName=internal.example.com
package v1
