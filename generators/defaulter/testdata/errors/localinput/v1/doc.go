// +k8s:defaulter-gen=TypeMeta
// +k8s:defaulter-gen-input=github.com/kubegen/kubegen/generators/defaulter/testdata/errors/localinput/types

package v1
