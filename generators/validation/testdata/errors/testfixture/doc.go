// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-test-fixture=validateTrue
// +k8s:validation-gen-test-fixture
// +k8s:validation-gen-test-fixture="validateFalse"

// Package testfixture gives +k8s:validation-gen-test-fixture values
// upstream fails on (it takes validateFalse alone).
package testfixture
