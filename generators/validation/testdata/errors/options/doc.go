// +k8s:validation-gen=*

package options
