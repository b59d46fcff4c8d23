package readmetest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReadmeEnvtestSuite follows "Keeping an envtest suite" of
// docs/testing-with-testenv.md: a kubebuilder-style internal/controller
// package, whose suite_test.go is the page's block as it is, runs on testenv's kube-apiserver through
// envtest's UseExistingCluster. envtest installs the project's CRD from
// config/crd; the package's tests (written here, as the project's own
// would be) create and read a Foo with the suite's client and run a
// reconciler in a controller-runtime manager. It fails if any of them
// fails or does not run.
func TestReadmeEnvtestSuite(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a module with controller-runtime and starts kube-apiserver; skipped with -short")
	}
	blocks := readmeBlocksNamed(t, "envtest-suite_test.go", "testenv-add", "envtest-run")
	mod := testenvProject(t)
	pkg := filepath.Join(mod, "internal", "controller")
	write(t, filepath.Join(pkg, "foo_controller.go"), fooControllerGo)
	write(t, filepath.Join(pkg, "foo_controller_test.go"), fooControllerTestGo)
	// The project as kubebuilder leaves it requires controller-runtime.
	shell(t, mod, "go get sigs.k8s.io/controller-runtime@"+controllerRuntimeVersion, 0)
	write(t, filepath.Join(pkg, "suite_test.go"), blocks["envtest-suite_test.go"])
	// controller-runtime requires the v0.37.0 staging modules; with
	// testenv's requirements the module resolves them and replaces none
	// (addTestenv checks).
	addTestenv(t, mod, blocks["testenv-add"])
	gomod, err := os.ReadFile(filepath.Join(mod, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(gomod), "sigs.k8s.io/controller-runtime "+controllerRuntimeVersion) {
		t.Errorf("go.mod does not require controller-runtime %s:\n%s", controllerRuntimeVersion, gomod)
	}

	// The suite's testenv.Start uses KUBEGEN_TESTSERVER, which make test
	// sets, as is: TestReadmeTestenv shows the build from the module, and
	// its up-to-date check costs seconds that this test need not repeat.
	out := shell(t, mod, blocks["envtest-run"], 0)
	for _, test := range []string{"TestFooCreateAndGet", "TestFooReconciler"} {
		if !strings.Contains(out, "--- PASS: "+test) {
			t.Errorf("the suite did not report a pass of %s:\n%s", test, out)
		}
	}
}

// fooControllerGo is the project's reconciler, as kubebuilder scaffolds
// one, filled in: it marks each Foo ready through the status subresource.
const fooControllerGo = `package controller

import (
	"context"

	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	examplev1 "example.com/myproject/pkg/apis/example/v1"
)

// FooReconciler reconciles a Foo object.
type FooReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

func (r *FooReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var foo examplev1.Foo
	if err := r.Get(ctx, req.NamespacedName, &foo); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if foo.Status.Ready {
		return ctrl.Result{}, nil
	}
	foo.Status.Ready = true
	return ctrl.Result{}, r.Status().Update(ctx, &foo)
}

// SetupWithManager sets up the controller with the Manager.
func (r *FooReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&examplev1.Foo{}).Named("foo").Complete(r)
}
`

// fooControllerTestGo is the project's controller tests, which use the
// suite's cfg and k8sClient and do not change with the server.
const fooControllerTestGo = `package controller

import (
	"context"
	"testing"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/wait"
	"k8s.io/client-go/kubernetes/scheme"
	"k8s.io/utils/ptr"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	metricsserver "sigs.k8s.io/controller-runtime/pkg/metrics/server"

	examplev1 "example.com/myproject/pkg/apis/example/v1"
)

func TestFooCreateAndGet(t *testing.T) {
	ctx := t.Context()
	foo := &examplev1.Foo{
		ObjectMeta: metav1.ObjectMeta{Name: "stored", Namespace: "default"},
		Spec:       examplev1.FooSpec{Replicas: ptr.To[int32](3)},
	}
	if err := k8sClient.Create(ctx, foo); err != nil {
		t.Fatal(err)
	}
	var got examplev1.Foo
	if err := k8sClient.Get(ctx, client.ObjectKeyFromObject(foo), &got); err != nil {
		t.Fatal(err)
	}
	if got.UID == "" || got.Spec.Replicas == nil || *got.Spec.Replicas != 3 {
		t.Errorf("read back %+v, want the stored Foo with replicas 3", got)
	}
}

func TestFooReconciler(t *testing.T) {
	ctx, cancel := context.WithCancel(t.Context())
	mgr, err := ctrl.NewManager(cfg, ctrl.Options{
		Scheme:  scheme.Scheme,
		Metrics: metricsserver.Options{BindAddress: "0"},
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := (&FooReconciler{Client: mgr.GetClient(), Scheme: mgr.GetScheme()}).SetupWithManager(mgr); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- mgr.Start(ctx) }()
	defer func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("manager: %v", err)
		}
	}()

	foo := &examplev1.Foo{ObjectMeta: metav1.ObjectMeta{Name: "reconciled", Namespace: "default"}}
	if err := k8sClient.Create(ctx, foo); err != nil {
		t.Fatal(err)
	}
	var got examplev1.Foo
	err = wait.PollUntilContextTimeout(ctx, 50*time.Millisecond, time.Minute, true, func(ctx context.Context) (bool, error) {
		if err := k8sClient.Get(ctx, client.ObjectKeyFromObject(foo), &got); err != nil {
			return false, err
		}
		return got.Status.Ready, nil
	})
	if err != nil {
		t.Fatalf("the reconciler did not set status.ready: %v (last read %+v)", err, got.Status)
	}
}
`
