// +k8s:defaulter-gen=TypeMeta
// +k8s:defaulter-gen-input=example.com/does/not/exist

package v1
