package v1

import (
	"k8s.io/apimachinery/pkg/runtime"
	gwv1beta1 "sigs.k8s.io/gateway-api/apis/v1beta1"
)

// Hand-written deep copies: a defined type has none of its underlying
// type's methods, so they convert.

func (in *Gateway) DeepCopy() *Gateway {
	if in == nil {
		return nil
	}
	out := Gateway(*(*gwv1beta1.Gateway)(in).DeepCopy())
	return &out
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
