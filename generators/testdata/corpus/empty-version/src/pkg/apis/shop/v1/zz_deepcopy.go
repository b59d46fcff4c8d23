package v1

import "k8s.io/apimachinery/pkg/runtime"

// Hand-written deep copies: enough for runtime.Object.

func (in *Order) DeepCopy() *Order {
	if in == nil {
		return nil
	}
	out := new(Order)
	*out = *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	return out
}

func (in *Order) DeepCopyObject() runtime.Object { return in.DeepCopy() }

func (in *OrderList) DeepCopyObject() runtime.Object {
	if in == nil {
		return nil
	}
	out := new(OrderList)
	*out = *in
	out.Items = make([]Order, len(in.Items))
	for i := range in.Items {
		out.Items[i] = *in.Items[i].DeepCopy()
	}
	return out
}
