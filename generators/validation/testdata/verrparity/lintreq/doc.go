// +k8s:validation-gen=*

// Package lintreq holds, one struct per case, the whole-input cases of
// upstream's requiredness lint (code-generator's TestLintRequiredness):
// a field whose value has validations, its own or its type's, must say
// +k8s:optional, +k8s:required or +k8s:forbidden, unless it is a struct
// held by value or the validations are skipped as opaque. The fields
// upstream's lint reports end with "// lint".
package lintreq
