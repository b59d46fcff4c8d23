// +k8s:conversion-gen=github.com/kubegen/kubegen/generators/conversion/testdata/errors/example

package anonymous
