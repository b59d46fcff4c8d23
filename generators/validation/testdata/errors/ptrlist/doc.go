// +k8s:validation-gen=*

package ptrlist
