// +k8s:validation-gen=*

package mode
