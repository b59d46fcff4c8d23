// +k8s:conversion-gen=false
// +k8s:conversion-gen=github.com/kubegen/kubegen/generators/conversion/testdata/errors/example

package mixed
