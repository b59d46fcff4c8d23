// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubegen/kubegen/generators/validation/testdata/testfixture/scheme.Scheme
// +k8s:validation-gen-test-fixture=validateFalse
// +k8s:validation-gen-test-fixture=validateFalse
// +k8s:validation-gen-nolint

// Package testfixture asks for upstream's validateFalse test fixture (given
// twice, which upstream writes once) beside validations of each kind,
// registered with a scheme of its own (testfixture/scheme, as
// code-generator's output tests use its testscheme), whose
// AddValidationFunc takes types that are no runtime.Object (Plain);
// testdata/want/testfixture.txt and testfixture.test.txt are upstream's
// output for it (hack/validation-goldens.sh testfixture).
package testfixture
