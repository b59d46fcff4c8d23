// +k8s:validation-gen=*

package array
