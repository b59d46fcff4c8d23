package controller

import (
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	samplev1alpha1 "github.com/kubegen/kubegen/examples/crd/apis/samplecontroller/v1alpha1"
)

func TestDesiredStatus(t *testing.T) {
	three := int32(3)
	foo := func(replicas *int32) *samplev1alpha1.Foo {
		return &samplev1alpha1.Foo{
			ObjectMeta: metav1.ObjectMeta{Name: "f", Generation: 4},
			Spec:       samplev1alpha1.FooSpec{BarName: "b", Replicas: replicas},
		}
	}
	bar := &samplev1alpha1.Bar{Spec: samplev1alpha1.BarSpec{Image: "img"}}
	for _, tc := range []struct {
		name string
		foo  *samplev1alpha1.Foo
		bar  *samplev1alpha1.Bar
		want samplev1alpha1.FooStatus
	}{
		{"no bar", foo(nil), nil, samplev1alpha1.FooStatus{ObservedGeneration: 4, Phase: samplev1alpha1.FooPending, Replicas: DefaultReplicas, Message: "waiting for Bar b"}},
		{"bar, default replicas", foo(nil), bar, samplev1alpha1.FooStatus{ObservedGeneration: 4, Phase: samplev1alpha1.FooReady, Replicas: 1, Message: "1 x img"}},
		{"bar, 3 replicas", foo(&three), bar, samplev1alpha1.FooStatus{ObservedGeneration: 4, Phase: samplev1alpha1.FooReady, Replicas: 3, Message: "3 x img"}},
	} {
		if got := DesiredStatus(tc.foo, tc.bar); got != tc.want {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
	}
}
