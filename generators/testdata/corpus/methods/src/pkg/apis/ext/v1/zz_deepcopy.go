package v1

import "k8s.io/apimachinery/pkg/runtime"

// Hand-written deep copies: enough for runtime.Object.

func (in *Scalable) DeepCopy() *Scalable {
	if in == nil {
		return nil
	}
	out := new(Scalable)
	*out = *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	return out
}

func (in *Scalable) DeepCopyObject() runtime.Object { return in.DeepCopy() }

func (in *ScalableList) DeepCopyObject() runtime.Object {
	if in == nil {
		return nil
	}
	out := new(ScalableList)
	*out = *in
	out.Items = make([]Scalable, len(in.Items))
	for i := range in.Items {
		out.Items[i] = *in.Items[i].DeepCopy()
	}
	return out
}

func (in *Knob) DeepCopy() *Knob {
	if in == nil {
		return nil
	}
	out := new(Knob)
	*out = *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	return out
}

func (in *Knob) DeepCopyObject() runtime.Object { return in.DeepCopy() }

func (in *KnobList) DeepCopyObject() runtime.Object {
	if in == nil {
		return nil
	}
	out := new(KnobList)
	*out = *in
	out.Items = make([]Knob, len(in.Items))
	for i := range in.Items {
		out.Items[i] = *in.Items[i].DeepCopy()
	}
	return out
}

func (in *Eviction) DeepCopyObject() runtime.Object {
	out := *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	return &out
}
