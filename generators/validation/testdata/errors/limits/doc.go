// +k8s:validation-gen=*

package limits
