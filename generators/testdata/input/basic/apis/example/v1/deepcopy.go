package v1

import "k8s.io/apimachinery/pkg/runtime"

// Hand-written deep copies (the types hold no pointers, maps or slices
// besides Items and ObjectMeta).

func (in *Widget) DeepCopy() *Widget {
	if in == nil {
		return nil
	}
	out := *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	return &out
}

func (in *Widget) DeepCopyObject() runtime.Object { return in.DeepCopy() }

func (in *WidgetList) DeepCopy() *WidgetList {
	if in == nil {
		return nil
	}
	out := *in
	in.ListMeta.DeepCopyInto(&out.ListMeta)
	out.Items = make([]Widget, len(in.Items))
	for i := range in.Items {
		out.Items[i] = *in.Items[i].DeepCopy()
	}
	return &out
}

func (in *WidgetList) DeepCopyObject() runtime.Object { return in.DeepCopy() }

func (in *Gadgetry) DeepCopy() *Gadgetry {
	if in == nil {
		return nil
	}
	out := *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	return &out
}

func (in *Gadgetry) DeepCopyObject() runtime.Object { return in.DeepCopy() }

func (in *GadgetryList) DeepCopy() *GadgetryList {
	if in == nil {
		return nil
	}
	out := *in
	in.ListMeta.DeepCopyInto(&out.ListMeta)
	out.Items = make([]Gadgetry, len(in.Items))
	for i := range in.Items {
		out.Items[i] = *in.Items[i].DeepCopy()
	}
	return &out
}

func (in *GadgetryList) DeepCopyObject() runtime.Object { return in.DeepCopy() }

func (in *Box) DeepCopy() *Box {
	if in == nil {
		return nil
	}
	out := *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	return &out
}

func (in *Box) DeepCopyObject() runtime.Object { return in.DeepCopy() }

func (in *BoxList) DeepCopy() *BoxList {
	if in == nil {
		return nil
	}
	out := *in
	in.ListMeta.DeepCopyInto(&out.ListMeta)
	out.Items = make([]Box, len(in.Items))
	for i := range in.Items {
		out.Items[i] = *in.Items[i].DeepCopy()
	}
	return &out
}

func (in *BoxList) DeepCopyObject() runtime.Object { return in.DeepCopy() }
