// +k8s:validation-gen=*

package subfieldlist
