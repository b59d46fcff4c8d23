// +k8s:validation-gen=*

package unique
