// +k8s:validation-gen=*

package forbiddenstable
