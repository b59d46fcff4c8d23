// +k8s:validation-gen=*

package subfieldargs
