// +k8s:validation-gen=*

package vlcd
