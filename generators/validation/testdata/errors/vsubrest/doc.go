// +k8s:validation-gen=*

package vsubrest
