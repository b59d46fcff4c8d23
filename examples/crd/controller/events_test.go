package controller_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/client-go/kubernetes"

	samplev1alpha1 "github.com/kubegen/kubegen/examples/crd/apis/samplecontroller/v1alpha1"
	"github.com/kubegen/kubegen/examples/crd/controller"
)

// TestControllerRecordsEvents checks that the statuses the controller
// writes appear on the real server as core/v1 Events on the Foo: a
// Warning while its Bar is missing, a Normal once it is Ready, each naming
// the Foo by kind, apiVersion and UID, from the controller's component.
func TestControllerRecordsEvents(t *testing.T) {
	const ns = "events"
	kube := kubernetes.NewForConfigOrDie(env.Config)
	recorder, stop := controller.NewEventRecorder(kube)
	t.Cleanup(stop)
	client, _ := startController(t, recorder, ns)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	barName := "bar-" + strings.ToLower(t.Name())

	foo, err := client.SamplecontrollerV1alpha1().Foos(ns).Create(ctx, &samplev1alpha1.Foo{
		ObjectMeta: metav1.ObjectMeta{Namespace: ns, Name: "e"},
		Spec:       samplev1alpha1.FooSpec{BarName: barName},
	}, metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	waitStatus(t, client, ns, "e", "Pending", func(s samplev1alpha1.FooStatus) bool { return s.Phase == samplev1alpha1.FooPending })
	if _, err := client.SamplecontrollerV1alpha1().Bars().Create(ctx, &samplev1alpha1.Bar{
		ObjectMeta: metav1.ObjectMeta{Name: barName},
		Spec:       samplev1alpha1.BarSpec{Image: "nginx:1.27"},
	}, metav1.CreateOptions{}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = client.SamplecontrollerV1alpha1().Bars().Delete(context.Background(), barName, metav1.DeleteOptions{})
	})
	waitStatus(t, client, ns, "e", "Ready", func(s samplev1alpha1.FooStatus) bool { return s.Phase == samplev1alpha1.FooReady })

	// The broadcaster writes asynchronously: poll the server.
	want := map[string]string{
		controller.EventBarMissing: corev1.EventTypeWarning + " Pending: waiting for Bar " + barName,
		controller.EventReady:      corev1.EventTypeNormal + " Ready: 1 x nginx:1.27",
	}
	var got map[string]string
	for {
		list, err := kube.CoreV1().Events(ns).List(ctx, metav1.ListOptions{
			FieldSelector: fields.OneTermEqualSelector("involvedObject.name", "e").String(),
		})
		if err != nil {
			t.Fatal(err)
		}
		got = map[string]string{}
		for _, ev := range list.Items {
			ref := ev.InvolvedObject
			if ref.Kind != "Foo" || ref.APIVersion != samplev1alpha1.SchemeGroupVersion.String() || ref.UID != foo.UID || ev.Source.Component != controller.EventComponent {
				t.Errorf("Event %s: involvedObject %+v, source %+v; want Foo %s/e (uid %s) from %s", ev.Name, ref, ev.Source, ns, foo.UID, controller.EventComponent)
			}
			got[ev.Reason] = ev.Type + " " + ev.Message
		}
		if fmt.Sprint(got) == fmt.Sprint(want) {
			return
		}
		select {
		case <-ctx.Done():
			t.Fatalf("Events of Foo %s/e on the server: %v, want %v", ns, got, want)
		case <-time.After(50 * time.Millisecond):
		}
	}
}
