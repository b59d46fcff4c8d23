// +k8s:validation-gen=*

package vsubfieldtype
