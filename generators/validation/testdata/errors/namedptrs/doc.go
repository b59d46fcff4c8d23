// +k8s:validation-gen=*

package namedptrs
