// +k8s:validation-gen=*

package tagargs
