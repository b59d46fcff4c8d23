// +k8s:validation-gen=*

package update
