// +k8s:validation-gen=TypesWithSuffix=Root
// +k8s:validation-gen-nolint

// Package fixed uses upstream's test tags (+k8s:validateTrue, validateFalse,
// validateTrueAlpha, validateTrueBeta); testdata/want/fixed.txt is
// upstream's output for it (hack/validation-goldens.sh fixed).
package fixed
