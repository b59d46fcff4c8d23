// +k8s:validation-gen=*

package eachargs
