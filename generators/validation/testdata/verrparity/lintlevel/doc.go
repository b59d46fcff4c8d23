// +k8s:validation-gen=*

// Package lintlevel holds the whole-input cases of upstream's stability
// lint rule (code-generator's TestRuleStability) in a stable package:
// +k8s:dependentRequired is an Alpha tag, +k8s:forbidden a Beta one,
// +k8s:ifEnabled a Beta context. The fields upstream's validation-gen
// fails on end with "// lint".
package lintlevel
