package v1

import "k8s.io/apimachinery/pkg/runtime"

// Hand-written deep copies of the small test types.

func (in *Frob) DeepCopy() *Frob {
	out := *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	return &out
}

func (in *Frob) DeepCopyObject() runtime.Object { return in.DeepCopy() }

func (in *FrobList) DeepCopyObject() runtime.Object {
	out := *in
	in.ListMeta.DeepCopyInto(&out.ListMeta)
	out.Items = make([]Frob, len(in.Items))
	for i := range in.Items {
		out.Items[i] = *in.Items[i].DeepCopy()
	}
	return &out
}

func (in *Knob) DeepCopyObject() runtime.Object {
	out := *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	return &out
}
