package controller_test

import (
	"context"
	"testing"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	samplev1alpha1 "github.com/kubegen/kubegen/examples/crd/apis/samplecontroller/v1alpha1"
	"github.com/kubegen/kubegen/examples/crd/controller"
	"github.com/kubegen/kubegen/examples/crd/pkg/generated/clientset/versioned/fake"
	informers "github.com/kubegen/kubegen/examples/crd/pkg/generated/informers/externalversions"
)

// TestControllerWithFakeClientset runs the controller on the generated fake
// clientset, the way a unit test of a controller does: the generated
// informers list and watch through the fake's typed client, and the status
// update lands in the fake's tracker.
func TestControllerWithFakeClientset(t *testing.T) {
	foo := &samplev1alpha1.Foo{
		ObjectMeta: metav1.ObjectMeta{Namespace: "ns", Name: "f", Generation: 2},
		Spec:       samplev1alpha1.FooSpec{BarName: "b"},
	}
	bar := &samplev1alpha1.Bar{ObjectMeta: metav1.ObjectMeta{Name: "b"}, Spec: samplev1alpha1.BarSpec{Image: "img"}}
	client := fake.NewClientset(foo, bar)

	reconciled := make(chan controller.Reconcile, 16)
	factory := informers.NewSharedInformerFactory(client, 0)
	c, err := controller.New(client, factory, controller.Options{Reconciled: func(r controller.Reconcile) {
		select { // the test reads the first few; never block a worker
		case reconciled <- r:
		default:
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	done := make(chan error, 1)
	factory.Start(ctx.Done())
	go func() { done <- c.Run(ctx, 1) }()
	defer func() {
		cancel()
		<-done
		factory.Shutdown()
	}()

	want := controller.DesiredStatus(foo, bar)
	select {
	case r := <-reconciled:
		if r.Outcome != controller.Updated || r.Status != want || r.Err != nil {
			t.Fatalf("first reconcile: %+v, want an update to %+v", r, want)
		}
	case <-ctx.Done():
		t.Fatal("no reconcile")
	}
	got, err := client.SamplecontrollerV1alpha1().Foos("ns").Get(ctx, "f", metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got.Status != want {
		t.Errorf("status in the fake clientset %+v, want %+v", got.Status, want)
	}
}
