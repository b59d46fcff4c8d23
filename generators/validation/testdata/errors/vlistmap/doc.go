// +k8s:validation-gen=*

package vlistmap
