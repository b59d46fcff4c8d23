// +k8s:validation-gen=*

package eachnamed
