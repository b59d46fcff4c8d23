// +k8s:validation-gen=*

package subfieldunion
