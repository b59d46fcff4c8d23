// +k8s:defaulter-gen=TypeMeta
// +k8s:defaulter-gen-input=./types

package v1
