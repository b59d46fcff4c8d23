// +k8s:conversion-gen=../example

package relative
