package v1

import "k8s.io/apimachinery/pkg/runtime"

// DeepCopyObject is written by hand.
func (in *SprocketList) DeepCopyObject() runtime.Object {
	out := *in
	return &out
}
