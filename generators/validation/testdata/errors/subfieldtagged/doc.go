// +k8s:validation-gen=*

package subfieldtagged
