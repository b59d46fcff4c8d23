// +k8s:validation-gen=*

package forbidden
