// +k8s:validation-gen=*

package updatenamed
