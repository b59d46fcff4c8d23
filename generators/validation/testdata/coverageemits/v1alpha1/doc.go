// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-nolint

// Package v1alpha1 is an API version whose kinds use the validators added
// after testdata/coverage (update, monotonic, neq, min/maxProperties,
// ifEnabled/ifDisabled, modeDiscriminator, the test tags, enumExclude,
// forbidden, unique, customUnique, item, unions), so that their coverage
// rules are compared with upstream's: testdata/want/coverageemits is
// upstream's output for it (hack/validation-goldens.sh coverageemits).
package v1alpha1
