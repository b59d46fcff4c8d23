package controller_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	autoscalingv1 "k8s.io/api/autoscaling/v1"
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/record"

	samplev1alpha1 "github.com/kubegen/kubegen/examples/crd/apis/samplecontroller/v1alpha1"
	"github.com/kubegen/kubegen/examples/crd/controller"
	"github.com/kubegen/kubegen/examples/crd/manifests"
	clientset "github.com/kubegen/kubegen/examples/crd/pkg/generated/clientset/versioned"
	informers "github.com/kubegen/kubegen/examples/crd/pkg/generated/informers/externalversions"
	"github.com/kubegen/kubegen/testenv"
)

// env is one real API server for every test of this package.
var env *testenv.Env

func TestMain(m *testing.M) { os.Exit(runTests(m)) }

func runTests(m *testing.M) int {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Minute)
	defer cancel()
	e, err := testenv.Start(ctx, testenv.Options{})
	if err != nil {
		fmt.Fprintln(os.Stderr, "cannot start the test API server:", err)
		return 1
	}
	defer e.Stop()
	crds, err := manifests.CRDs()
	if err == nil {
		err = e.InstallCRDs(ctx, crds...)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "install CRDs: %v\n%s\n", err, e.LogTail(40))
		return 1
	}
	env = e
	code := m.Run()
	if code != 0 {
		fmt.Fprintf(os.Stderr, "API server log ends with:\n%s\n", e.LogTail(40))
	}
	return code
}

// syncBuffer is the controller's log, read by the test while it runs.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// startController runs the controller on a new informer factory until the
// test ends, after creating namespaces, and returns the client and the
// controller's log. Its Events go to the server when events is set.
func startController(t *testing.T, events record.EventRecorder, namespaces ...string) (clientset.Interface, *syncBuffer) {
	t.Helper()
	client, err := clientset.NewForConfig(env.Config)
	if err != nil {
		t.Fatal(err)
	}
	createNamespaces(t, namespaces...)
	log := &syncBuffer{}
	factory := informers.NewSharedInformerFactory(client, 0)
	c, err := controller.New(client, factory, controller.Options{Log: log, Events: events})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	factory.Start(ctx.Done())
	go func() { done <- c.Run(ctx, 2) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("controller: %v", err)
		}
		factory.Shutdown()
		if t.Failed() {
			t.Logf("controller log:\n%s", log.String())
		}
	})
	return client, log
}

// createNamespaces creates namespaces: the kube-apiserver's
// NamespaceLifecycle admission refuses Foos in one that does not exist.
func createNamespaces(t *testing.T, names ...string) {
	t.Helper()
	kube := kubernetes.NewForConfigOrDie(env.Config)
	for _, ns := range names {
		_, err := kube.CoreV1().Namespaces().Create(context.Background(), &corev1.Namespace{ObjectMeta: metav1.ObjectMeta{Name: ns}}, metav1.CreateOptions{})
		if err != nil && !apierrors.IsAlreadyExists(err) {
			t.Fatal(err)
		}
	}
}

// waitStatus polls the server (not a cache) until Foo ns/name's status
// satisfies ok.
func waitStatus(t *testing.T, client clientset.Interface, ns, name, what string, ok func(samplev1alpha1.FooStatus) bool) *samplev1alpha1.Foo {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var last *samplev1alpha1.Foo
	for {
		foo, err := client.SamplecontrollerV1alpha1().Foos(ns).Get(ctx, name, metav1.GetOptions{})
		if err == nil && ok(foo.Status) {
			return foo
		}
		if err == nil {
			last = foo
		}
		select {
		case <-ctx.Done():
			t.Fatalf("Foo %s/%s never reached %s; last status %+v, error %v", ns, name, what, last, err)
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// TestControllerReconcilesFoos drives a Foo through its life with the
// controller running: Pending without its Bar, Ready once the Bar exists,
// a scale through the generated GetScale/UpdateScale, Pending again when
// the Bar goes, and a deletion.
func TestControllerReconcilesFoos(t *testing.T) {
	const ns = "reconcile"
	client, log := startController(t, nil, ns)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	barName := "bar-" + strings.ToLower(t.Name())
	foos := client.SamplecontrollerV1alpha1().Foos(ns)
	bars := client.SamplecontrollerV1alpha1().Bars()

	foo, err := foos.Create(ctx, &samplev1alpha1.Foo{
		ObjectMeta: metav1.ObjectMeta{Namespace: ns, Name: "a"},
		Spec:       samplev1alpha1.FooSpec{BarName: barName},
	}, metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got := waitStatus(t, client, ns, "a", "Pending", func(s samplev1alpha1.FooStatus) bool {
		return s.Phase == samplev1alpha1.FooPending
	})
	if got.Status.ObservedGeneration != foo.Generation || got.Status.Replicas != controller.DefaultReplicas {
		t.Errorf("pending status %+v, want observedGeneration %d and %d replica(s)", got.Status, foo.Generation, controller.DefaultReplicas)
	}

	if _, err := bars.Create(ctx, &samplev1alpha1.Bar{
		ObjectMeta: metav1.ObjectMeta{Name: barName},
		Spec:       samplev1alpha1.BarSpec{Image: "nginx:1.27"},
	}, metav1.CreateOptions{}); err != nil {
		t.Fatal(err)
	}
	waitStatus(t, client, ns, "a", "Ready", func(s samplev1alpha1.FooStatus) bool {
		return s.Phase == samplev1alpha1.FooReady && s.Message == "1 x nginx:1.27"
	})

	// The scale subresource, through the +genclient:method verbs.
	scale, err := foos.GetScale(ctx, "a", metav1.GetOptions{})
	if err != nil {
		t.Fatalf("GetScale: %v", err)
	}
	if scale.Status.Replicas != controller.DefaultReplicas {
		t.Errorf("GetScale: status.replicas %d, want %d", scale.Status.Replicas, controller.DefaultReplicas)
	}
	scale.Spec.Replicas = 3
	if _, err := foos.UpdateScale(ctx, "a", scale, metav1.UpdateOptions{}); err != nil {
		t.Fatalf("UpdateScale: %v", err)
	}
	got = waitStatus(t, client, ns, "a", "3 replicas", func(s samplev1alpha1.FooStatus) bool { return s.Replicas == 3 })
	if got.Generation < 2 || got.Status.ObservedGeneration != got.Generation || got.Status.Phase != samplev1alpha1.FooReady {
		t.Errorf("after scaling: generation %d, status %+v", got.Generation, got.Status)
	}
	scale, err = foos.GetScale(ctx, "a", metav1.GetOptions{})
	if err != nil || scale.Spec.Replicas != 3 || scale.Status.Replicas != 3 {
		t.Errorf("GetScale after the update: %+v, %v; want 3 wanted and 3 reported", scale, err)
	}
	var _ *autoscalingv1.Scale = scale // the custom verb returns upstream's type

	if err := bars.Delete(ctx, barName, metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	waitStatus(t, client, ns, "a", "Pending again", func(s samplev1alpha1.FooStatus) bool {
		return s.Phase == samplev1alpha1.FooPending && s.Replicas == 3
	})

	if err := foos.Delete(ctx, "a", metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := foos.Get(ctx, "a", metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Fatalf("Get after delete: %v, want NotFound", err)
	}
	deadline := time.Now().Add(30 * time.Second)
	for !strings.Contains(log.String(), "reconcile "+ns+"/a: gone") {
		if time.Now().After(deadline) {
			t.Fatalf("the controller never reconciled the deleted Foo")
		}
		time.Sleep(20 * time.Millisecond)
	}
	for _, want := range []string{
		"event: Foo OnAdd " + ns + "/a",
		"event: Bar OnAdd " + barName,
		"event: Bar OnDelete " + barName,
		"event: Foo OnDelete " + ns + "/a",
		"reconcile " + ns + "/a: status updated: phase=Pending",
		"reconcile " + ns + "/a: status updated: phase=Ready replicas=3 observedGeneration=2",
	} {
		if !strings.Contains(log.String(), want) {
			t.Errorf("the controller log lacks %q", want)
		}
	}
}

// TestControllerBarFanOut: one Bar event reconciles every Foo, in every
// namespace, that names it (through the byBar index), and no other Foo.
func TestControllerBarFanOut(t *testing.T) {
	client, _ := startController(t, nil, "fan-1", "fan-2")
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	barName := "bar-" + strings.ToLower(t.Name())
	for _, ref := range []struct{ ns, name, bar string }{
		{"fan-1", "x", barName}, {"fan-2", "y", barName}, {"fan-2", "other", barName + "-missing"},
	} {
		if _, err := client.SamplecontrollerV1alpha1().Foos(ref.ns).Create(ctx, &samplev1alpha1.Foo{
			ObjectMeta: metav1.ObjectMeta{Namespace: ref.ns, Name: ref.name},
			Spec:       samplev1alpha1.FooSpec{BarName: ref.bar},
		}, metav1.CreateOptions{}); err != nil {
			t.Fatal(err)
		}
		waitStatus(t, client, ref.ns, ref.name, "Pending", func(s samplev1alpha1.FooStatus) bool {
			return s.Phase == samplev1alpha1.FooPending
		})
	}
	if _, err := client.SamplecontrollerV1alpha1().Bars().Create(ctx, &samplev1alpha1.Bar{
		ObjectMeta: metav1.ObjectMeta{Name: barName},
		Spec:       samplev1alpha1.BarSpec{Image: "busybox"},
	}, metav1.CreateOptions{}); err != nil {
		t.Fatal(err)
	}
	for _, ref := range []struct{ ns, name string }{{"fan-1", "x"}, {"fan-2", "y"}} {
		waitStatus(t, client, ref.ns, ref.name, "Ready", func(s samplev1alpha1.FooStatus) bool {
			return s.Phase == samplev1alpha1.FooReady
		})
	}
	other, err := client.SamplecontrollerV1alpha1().Foos("fan-2").Get(ctx, "other", metav1.GetOptions{})
	if err != nil || other.Status.Phase != samplev1alpha1.FooPending {
		t.Errorf("a Foo of another Bar: %+v, %v; want it still Pending", other, err)
	}
}
