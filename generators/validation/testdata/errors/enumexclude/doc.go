// +k8s:validation-gen=*

package enumexclude
