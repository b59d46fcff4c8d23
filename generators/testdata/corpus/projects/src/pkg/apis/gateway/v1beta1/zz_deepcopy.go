package v1beta1

import "k8s.io/apimachinery/pkg/runtime"

// Hand-written deep copies: enough for runtime.Object.

func (in *Gateway) DeepCopy() *Gateway {
	if in == nil {
		return nil
	}
	out := new(Gateway)
	*out = *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	return out
}

func (in *Gateway) DeepCopyObject() runtime.Object { return in.DeepCopy() }

func (in *GatewayList) DeepCopyObject() runtime.Object {
	if in == nil {
		return nil
	}
	out := new(GatewayList)
	*out = *in
	out.Items = make([]Gateway, len(in.Items))
	for i := range in.Items {
		out.Items[i] = *in.Items[i].DeepCopy()
	}
	return out
}
