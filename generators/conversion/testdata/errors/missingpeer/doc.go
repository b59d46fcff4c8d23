// +k8s:conversion-gen=github.com/kubegen/kubegen/generators/conversion/testdata/errors/example
// +k8s:conversion-gen=github.com/kubegen/kubegen/generators/conversion/testdata/errors/missingpeer/internal

package missingpeer
