package v1

import "k8s.io/apimachinery/pkg/runtime"

// Hand-written deep copies: the types are small, and the test input should
// not depend on another generator.

func (in *Gear) DeepCopy() *Gear {
	out := *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	return &out
}

func (in *Gear) DeepCopyObject() runtime.Object { return in.DeepCopy() }

func (in *GearList) DeepCopyObject() runtime.Object {
	out := *in
	in.ListMeta.DeepCopyInto(&out.ListMeta)
	out.Items = make([]Gear, len(in.Items))
	for i := range in.Items {
		out.Items[i] = *in.Items[i].DeepCopy()
	}
	return &out
}

func (in *GearLog) DeepCopy() *GearLog {
	out := *in
	out.Lines = append([]string(nil), in.Lines...)
	return &out
}

func (in *GearLog) DeepCopyObject() runtime.Object { return in.DeepCopy() }

func (in *GearLogList) DeepCopyObject() runtime.Object {
	out := *in
	in.ListMeta.DeepCopyInto(&out.ListMeta)
	out.Items = make([]GearLog, len(in.Items))
	for i := range in.Items {
		out.Items[i] = *in.Items[i].DeepCopy()
	}
	return &out
}

func (in *Bolt) DeepCopy() *Bolt {
	out := *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	return &out
}

func (in *Bolt) DeepCopyObject() runtime.Object { return in.DeepCopy() }

func (in *BoltList) DeepCopyObject() runtime.Object {
	out := *in
	in.ListMeta.DeepCopyInto(&out.ListMeta)
	out.Items = make([]Bolt, len(in.Items))
	for i := range in.Items {
		out.Items[i] = *in.Items[i].DeepCopy()
	}
	return &out
}

func (in *Ghost) DeepCopyObject() runtime.Object {
	out := *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	return &out
}

func (in *Nut) DeepCopyObject() runtime.Object {
	out := *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	return &out
}

func (in *Spring) DeepCopy() *Spring {
	out := *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	return &out
}

func (in *Spring) DeepCopyObject() runtime.Object { return in.DeepCopy() }

func (in *SpringList) DeepCopyObject() runtime.Object {
	out := *in
	in.ListMeta.DeepCopyInto(&out.ListMeta)
	out.Items = make([]Spring, len(in.Items))
	for i := range in.Items {
		out.Items[i] = *in.Items[i].DeepCopy()
	}
	return &out
}
