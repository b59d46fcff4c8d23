// +k8s:validation-gen=*

package itemunion
