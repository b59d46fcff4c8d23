// +k8s:defaulter-gen=TypeMeta
// +k8s:defaulter-gen=false

package v1
