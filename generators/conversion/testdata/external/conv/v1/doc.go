// +k8s:conversion-gen=github.com/kubegen/kubegen/generators/conversion/testdata/shapes/example
// +k8s:conversion-gen-external-types=github.com/kubegen/kubegen/generators/conversion/testdata/external/api/v1

// Package v1 holds the conversions of the external api/v1 types.
package v1
