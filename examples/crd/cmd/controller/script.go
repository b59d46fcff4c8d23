package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/cache"

	samplev1alpha1 "github.com/kubegen/kubegen/examples/crd/apis/samplecontroller/v1alpha1"
	"github.com/kubegen/kubegen/examples/crd/controller"
	clientset "github.com/kubegen/kubegen/examples/crd/pkg/generated/clientset/versioned"
)

// script is the scripted client: it changes Foos and Bars through the
// generated clientset and, after each change, waits for the reconcile
// that reflects it; at the end it shows the Events the controller
// recorded.
type script struct {
	client  clientset.Interface
	kube    kubernetes.Interface
	ns      string
	out     io.Writer
	tracker *tracker
}

// step is one change and the reconciles, one per Foo, that show it done.
type step struct {
	say  string
	do   func(ctx context.Context) error
	want map[string]func(controller.Reconcile) bool // by Foo name
}

func (s *script) run(ctx context.Context) error {
	foos := s.client.SamplecontrollerV1alpha1().Foos(s.ns)
	bars := s.client.SamplecontrollerV1alpha1().Bars()
	phase := func(p samplev1alpha1.FooPhase) func(controller.Reconcile) bool {
		return func(r controller.Reconcile) bool { return r.Outcome == controller.Updated && r.Status.Phase == p }
	}
	gone := func(r controller.Reconcile) bool { return r.Outcome == controller.Gone }
	newFoo := func(name string, replicas *int32) *samplev1alpha1.Foo {
		return &samplev1alpha1.Foo{
			ObjectMeta: metav1.ObjectMeta{Namespace: s.ns, Name: name},
			Spec:       samplev1alpha1.FooSpec{BarName: "web", Replicas: replicas},
		}
	}
	two := int32(2)

	steps := []step{
		{"create Foo hello for Bar web, which does not exist yet", func(ctx context.Context) error {
			_, err := foos.Create(ctx, newFoo("hello", nil), metav1.CreateOptions{})
			return err
		}, map[string]func(controller.Reconcile) bool{"hello": phase(samplev1alpha1.FooPending)}},

		{"create Bar web (cluster-scoped) with image nginx:1.27", func(ctx context.Context) error {
			_, err := bars.Create(ctx, &samplev1alpha1.Bar{ObjectMeta: metav1.ObjectMeta{Name: "web"}, Spec: samplev1alpha1.BarSpec{Image: "nginx:1.27"}}, metav1.CreateOptions{})
			return err
		}, map[string]func(controller.Reconcile) bool{"hello": phase(samplev1alpha1.FooReady)}},

		{"scale Foo hello to 3 through the scale subresource (generated GetScale/UpdateScale)", func(ctx context.Context) error {
			scale, err := foos.GetScale(ctx, "hello", metav1.GetOptions{})
			if err != nil {
				return err
			}
			scale.Spec.Replicas = 3
			_, err = foos.UpdateScale(ctx, "hello", scale, metav1.UpdateOptions{})
			return err
		}, map[string]func(controller.Reconcile) bool{"hello": func(r controller.Reconcile) bool {
			return r.Outcome == controller.Updated && r.Status.Replicas == 3
		}}},

		{"create Foo world for Bar web with 2 replicas", func(ctx context.Context) error {
			_, err := foos.Create(ctx, newFoo("world", &two), metav1.CreateOptions{})
			return err
		}, map[string]func(controller.Reconcile) bool{"world": phase(samplev1alpha1.FooReady)}},

		{"update Bar web to image nginx:1.28: both Foos are reconciled (index byBar)", func(ctx context.Context) error {
			bar, err := bars.Get(ctx, "web", metav1.GetOptions{})
			if err != nil {
				return err
			}
			bar.Spec.Image = "nginx:1.28"
			_, err = bars.Update(ctx, bar, metav1.UpdateOptions{})
			return err
		}, map[string]func(controller.Reconcile) bool{
			"hello": func(r controller.Reconcile) bool { return strings.HasSuffix(r.Status.Message, "nginx:1.28") },
			"world": func(r controller.Reconcile) bool { return strings.HasSuffix(r.Status.Message, "nginx:1.28") },
		}},

		{"delete Bar web: both Foos go back to Pending", func(ctx context.Context) error {
			return bars.Delete(ctx, "web", metav1.DeleteOptions{})
		}, map[string]func(controller.Reconcile) bool{"hello": phase(samplev1alpha1.FooPending), "world": phase(samplev1alpha1.FooPending)}},

		{"delete Foos hello and world", func(ctx context.Context) error {
			if err := foos.Delete(ctx, "hello", metav1.DeleteOptions{}); err != nil {
				return err
			}
			return foos.Delete(ctx, "world", metav1.DeleteOptions{})
		}, map[string]func(controller.Reconcile) bool{"hello": gone, "world": gone}},
	}

	start := time.Now()
	fmt.Fprintf(s.out, "\n%s script: create Namespace %s (core/v1; the kube-apiserver refuses objects in a namespace that does not exist)\n", stamp(), s.ns)
	_, err := s.kube.CoreV1().Namespaces().Create(ctx, &corev1.Namespace{ObjectMeta: metav1.ObjectMeta{Name: s.ns}}, metav1.CreateOptions{})
	if err != nil && !apierrors.IsAlreadyExists(err) {
		return fmt.Errorf("create namespace %s: %w", s.ns, err)
	}

	for i, st := range steps {
		mark := s.tracker.mark()
		fmt.Fprintf(s.out, "\n%s script step %d/%d: %s\n", stamp(), i+1, len(steps), st.say)
		if err := st.do(ctx); err != nil {
			return fmt.Errorf("step %d (%s): %w", i+1, st.say, err)
		}
		fmt.Fprintf(s.out, "%s script: done; waiting for the controller\n", stamp())
		for name, match := range st.want {
			key := cache.ObjectName{Namespace: s.ns, Name: name}
			what := fmt.Sprintf("the reconcile of %s after step %d", key, i+1)
			if err := s.tracker.waitSince(ctx, mark, what, func(r controller.Reconcile) bool {
				return r.Key == key && match(r)
			}); err != nil {
				return err
			}
		}
	}
	fmt.Fprintf(s.out, "\n%s script done: %d steps\n", stamp(), len(steps))
	return s.showEvents(ctx, start)
}

// stamp is the time of day, as the controller's log prints it.
func stamp() string { return time.Now().Format("15:04:05.000") }
