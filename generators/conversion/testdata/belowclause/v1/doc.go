// Package v1 writes its conversion tag below the package clause of
// doc.go, which upstream reads too (gengo hands its tools every comment of
// doc.go).
package v1

// +k8s:conversion-gen=github.com/kubegen/kubegen/generators/conversion/testdata/shapes/example
