// +k8s:validation-gen=*

package dependentstable
