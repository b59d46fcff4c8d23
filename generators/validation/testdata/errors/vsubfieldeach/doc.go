// +k8s:validation-gen=*

package vsubfieldeach
