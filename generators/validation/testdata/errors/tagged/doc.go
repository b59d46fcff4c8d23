// +k8s:validation-gen=*

package tagged
