// +k8s:validation-gen=*

// Package lintprefix holds the cases of upstream's level-prefix rule
// (code-generator's TestRuleAlphaBetaPrefix) that a whole input can show:
// +k8s:alpha or +k8s:beta without a validation tag as its value. Upstream
// fails on each field marked "// lint".
package lintprefix
