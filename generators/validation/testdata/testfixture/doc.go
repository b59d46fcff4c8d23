// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-test-fixture=validateFalse
// +k8s:validation-gen-test-fixture=validateFalse
// +k8s:validation-gen-nolint

// Package testfixture asks for upstream's validateFalse test fixture (given
// twice, which upstream writes once) beside validations of each kind;
// testdata/want/testfixture.txt and testfixture.test.txt are upstream's
// output for it (hack/validation-goldens.sh testfixture).
package testfixture
