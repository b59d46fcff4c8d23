package v1

import "k8s.io/apimachinery/pkg/runtime"

// Hand-written deep copies: enough for runtime.Object.

func (in *Endpoints) DeepCopy() *Endpoints {
	if in == nil {
		return nil
	}
	out := new(Endpoints)
	*out = *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	return out
}

func (in *Endpoints) DeepCopyObject() runtime.Object { return in.DeepCopy() }

func (in *EndpointsList) DeepCopyObject() runtime.Object {
	if in == nil {
		return nil
	}
	out := new(EndpointsList)
	*out = *in
	out.Items = make([]Endpoints, len(in.Items))
	for i := range in.Items {
		out.Items[i] = *in.Items[i].DeepCopy()
	}
	return out
}

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

func (in *Reader) DeepCopy() *Reader {
	if in == nil {
		return nil
	}
	out := new(Reader)
	*out = *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	return out
}

func (in *Reader) DeepCopyObject() runtime.Object { return in.DeepCopy() }

func (in *ReaderList) DeepCopyObject() runtime.Object {
	if in == nil {
		return nil
	}
	out := new(ReaderList)
	*out = *in
	out.Items = make([]Reader, len(in.Items))
	for i := range in.Items {
		out.Items[i] = *in.Items[i].DeepCopy()
	}
	return out
}

func (in *Silent) DeepCopy() *Silent {
	if in == nil {
		return nil
	}
	out := new(Silent)
	*out = *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	return out
}

func (in *Silent) DeepCopyObject() runtime.Object { return in.DeepCopy() }

func (in *SilentList) DeepCopyObject() runtime.Object {
	if in == nil {
		return nil
	}
	out := new(SilentList)
	*out = *in
	out.Items = make([]Silent, len(in.Items))
	for i := range in.Items {
		out.Items[i] = *in.Items[i].DeepCopy()
	}
	return out
}

func (in *Plain) DeepCopy() *Plain {
	if in == nil {
		return nil
	}
	out := new(Plain)
	*out = *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	return out
}

func (in *Plain) DeepCopyObject() runtime.Object { return in.DeepCopy() }

func (in *PlainList) DeepCopyObject() runtime.Object {
	if in == nil {
		return nil
	}
	out := new(PlainList)
	*out = *in
	out.Items = make([]Plain, len(in.Items))
	for i := range in.Items {
		out.Items[i] = *in.Items[i].DeepCopy()
	}
	return out
}

func (in *Renamed) DeepCopy() *Renamed {
	if in == nil {
		return nil
	}
	out := new(Renamed)
	*out = *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	return out
}

func (in *Renamed) DeepCopyObject() runtime.Object { return in.DeepCopy() }

func (in *RenamedList) DeepCopyObject() runtime.Object {
	if in == nil {
		return nil
	}
	out := new(RenamedList)
	*out = *in
	out.Items = make([]Renamed, len(in.Items))
	for i := range in.Items {
		out.Items[i] = *in.Items[i].DeepCopy()
	}
	return out
}
