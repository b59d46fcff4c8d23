package v1

import "k8s.io/apimachinery/pkg/runtime"

// Hand-written deep copies: enough for runtime.Object.

func (in *Thing) DeepCopy() *Thing {
	if in == nil {
		return nil
	}
	out := new(Thing)
	*out = *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	return out
}

func (in *Thing) DeepCopyObject() runtime.Object { return in.DeepCopy() }

func (in *ThingList) DeepCopyObject() runtime.Object {
	if in == nil {
		return nil
	}
	out := new(ThingList)
	*out = *in
	out.Items = make([]Thing, len(in.Items))
	for i := range in.Items {
		out.Items[i] = *in.Items[i].DeepCopy()
	}
	return out
}
