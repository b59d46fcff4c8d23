// +k8s:validation-gen=*

package later
