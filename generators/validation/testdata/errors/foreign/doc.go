// +k8s:validation-gen=*

package foreign
