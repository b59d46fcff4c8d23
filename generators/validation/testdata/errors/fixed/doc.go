// +k8s:validation-gen=*
// +k8s:validation-gen-nolint

package fixed
