// +k8s:validation-gen=*

package optionlevels
