// +k8s:conversion-gen=github.com/kubegen/kubegen/generators/conversion/testdata/errors/example
// +k8s:conversion-gen-external-types=github.com/kubegen/kubegen/generators/conversion/testdata/errors/missingexternal/v1

package missingexternal
