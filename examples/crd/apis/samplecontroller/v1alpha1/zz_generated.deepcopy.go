// Written by hand, in the form deepcopy-gen produces: kubegen generates
// clients, listers and informers, not deep copies.

package v1alpha1

import "k8s.io/apimachinery/pkg/runtime"

// DeepCopyInto copies f into out.
func (f *Foo) DeepCopyInto(out *Foo) {
	*out = *f
	out.TypeMeta = f.TypeMeta
	f.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	f.Spec.DeepCopyInto(&out.Spec)
	out.Status = f.Status
}

// DeepCopy returns a copy of f, or nil for a nil f.
func (f *Foo) DeepCopy() *Foo {
	if f == nil {
		return nil
	}
	out := new(Foo)
	f.DeepCopyInto(out)
	return out
}

// DeepCopyObject implements runtime.Object.
func (f *Foo) DeepCopyObject() runtime.Object {
	if c := f.DeepCopy(); c != nil {
		return c
	}
	return nil
}

// DeepCopyInto copies s into out, with its own Replicas.
func (s *FooSpec) DeepCopyInto(out *FooSpec) {
	*out = *s
	if s.Replicas != nil {
		r := *s.Replicas
		out.Replicas = &r
	}
}

// DeepCopy returns a copy of s, or nil for a nil s.
func (s *FooSpec) DeepCopy() *FooSpec {
	if s == nil {
		return nil
	}
	out := new(FooSpec)
	s.DeepCopyInto(out)
	return out
}

// DeepCopyInto copies l into out, item by item.
func (l *FooList) DeepCopyInto(out *FooList) {
	*out = *l
	out.TypeMeta = l.TypeMeta
	l.ListMeta.DeepCopyInto(&out.ListMeta)
	if l.Items != nil {
		out.Items = make([]Foo, len(l.Items))
		for i := range l.Items {
			l.Items[i].DeepCopyInto(&out.Items[i])
		}
	}
}

// DeepCopy returns a copy of l, or nil for a nil l.
func (l *FooList) DeepCopy() *FooList {
	if l == nil {
		return nil
	}
	out := new(FooList)
	l.DeepCopyInto(out)
	return out
}

// DeepCopyObject implements runtime.Object.
func (l *FooList) DeepCopyObject() runtime.Object {
	if c := l.DeepCopy(); c != nil {
		return c
	}
	return nil
}

// DeepCopyInto copies b into out.
func (b *Bar) DeepCopyInto(out *Bar) {
	*out = *b
	out.TypeMeta = b.TypeMeta
	b.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	out.Spec = b.Spec
}

// DeepCopy returns a copy of b, or nil for a nil b.
func (b *Bar) DeepCopy() *Bar {
	if b == nil {
		return nil
	}
	out := new(Bar)
	b.DeepCopyInto(out)
	return out
}

// DeepCopyObject implements runtime.Object.
func (b *Bar) DeepCopyObject() runtime.Object {
	if c := b.DeepCopy(); c != nil {
		return c
	}
	return nil
}

// DeepCopyInto copies l into out, item by item.
func (l *BarList) DeepCopyInto(out *BarList) {
	*out = *l
	out.TypeMeta = l.TypeMeta
	l.ListMeta.DeepCopyInto(&out.ListMeta)
	if l.Items != nil {
		out.Items = make([]Bar, len(l.Items))
		for i := range l.Items {
			l.Items[i].DeepCopyInto(&out.Items[i])
		}
	}
}

// DeepCopy returns a copy of l, or nil for a nil l.
func (l *BarList) DeepCopy() *BarList {
	if l == nil {
		return nil
	}
	out := new(BarList)
	l.DeepCopyInto(out)
	return out
}

// DeepCopyObject implements runtime.Object.
func (l *BarList) DeepCopyObject() runtime.Object {
	if c := l.DeepCopy(); c != nil {
		return c
	}
	return nil
}
