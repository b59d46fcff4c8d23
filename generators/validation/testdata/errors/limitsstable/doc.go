// +k8s:validation-gen=*

package limitsstable
