package v1alpha1

import "k8s.io/apimachinery/pkg/runtime"

// Hand-written deep copies: enough for runtime.Object.

func (in *Foo) DeepCopy() *Foo {
	if in == nil {
		return nil
	}
	out := new(Foo)
	*out = *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	return out
}

func (in *Foo) DeepCopyObject() runtime.Object { return in.DeepCopy() }

func (in *FooList) DeepCopyObject() runtime.Object {
	if in == nil {
		return nil
	}
	out := new(FooList)
	*out = *in
	out.Items = make([]Foo, len(in.Items))
	for i := range in.Items {
		out.Items[i] = *in.Items[i].DeepCopy()
	}
	return out
}
