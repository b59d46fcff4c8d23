// +k8s:validation-gen=*

package each
