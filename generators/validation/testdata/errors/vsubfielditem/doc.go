// +k8s:validation-gen=*

package vsubfielditem
