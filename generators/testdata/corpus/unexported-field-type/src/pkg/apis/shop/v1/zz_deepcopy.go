package v1

import "k8s.io/apimachinery/pkg/runtime"

// Hand-written deep copies: deep-copy generators skip unexported types,
// so paymentRef's is written by hand, as such a project must.

func (in *paymentRef) DeepCopyInto(out *paymentRef) {
	*out = *in
	if in.Amount != nil {
		out.Amount = new(int64)
		*out.Amount = *in.Amount
	}
}

func (in *Order) DeepCopy() *Order {
	if in == nil {
		return nil
	}
	out := new(Order)
	*out = *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	in.Spec.Payment.DeepCopyInto(&out.Spec.Payment)
	if in.Spec.History != nil {
		out.Spec.History = make([]paymentRef, len(in.Spec.History))
		for i := range in.Spec.History {
			in.Spec.History[i].DeepCopyInto(&out.Spec.History[i])
		}
	}
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
