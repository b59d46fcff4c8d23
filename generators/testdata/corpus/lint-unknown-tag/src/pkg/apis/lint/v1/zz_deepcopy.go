package v1

import "k8s.io/apimachinery/pkg/runtime"

// Hand-written deep copies: enough for runtime.Object.

func (in *Item) DeepCopy() *Item {
	if in == nil {
		return nil
	}
	out := new(Item)
	*out = *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	return out
}

func (in *Item) DeepCopyObject() runtime.Object { return in.DeepCopy() }

func (in *ItemList) DeepCopyObject() runtime.Object {
	if in == nil {
		return nil
	}
	out := new(ItemList)
	*out = *in
	out.Items = make([]Item, len(in.Items))
	for i := range in.Items {
		out.Items[i] = *in.Items[i].DeepCopy()
	}
	return out
}
