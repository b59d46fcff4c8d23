package v1

import "k8s.io/apimachinery/pkg/runtime"

// Hand-written deep copies: enough for runtime.Object.

func (in *Route) DeepCopy() *Route {
	if in == nil {
		return nil
	}
	out := new(Route)
	*out = *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	return out
}

func (in *Route) DeepCopyObject() runtime.Object { return in.DeepCopy() }

func (in *RouteList) DeepCopyObject() runtime.Object {
	if in == nil {
		return nil
	}
	out := new(RouteList)
	*out = *in
	out.Items = make([]Route, len(in.Items))
	for i := range in.Items {
		out.Items[i] = *in.Items[i].DeepCopy()
	}
	return out
}
