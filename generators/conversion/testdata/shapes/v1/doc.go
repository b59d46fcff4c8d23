// +k8s:conversion-gen=github.com/kubegen/kubegen/generators/conversion/testdata/shapes/example

// Package v1 is the versioned package of the shapes corpus.
package v1
