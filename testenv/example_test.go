package testenv_test

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"testing"

	admissionregistrationv1 "k8s.io/api/admissionregistration/v1"
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"

	"github.com/kubegen/kubegen/testenv"
)

// A test with a server of its own, the CRDs of a kubebuilder project
// installed and served.
func ExampleStartForTestWith() {
	_ = func(t *testing.T) {
		env := testenv.StartForTestWith(t, testenv.Options{CRDPaths: []string{"../config/crd/bases"}})
		kube := kubernetes.NewForConfigOrDie(env.Config)
		if _, err := kube.CoreV1().ConfigMaps("default").Create(t.Context(), &corev1.ConfigMap{
			ObjectMeta: metav1.ObjectMeta{Name: "settings"},
		}, metav1.CreateOptions{}); err != nil {
			t.Fatal(err)
		}
	}
}

// One server for every test of a package, started in TestMain.
func ExampleStart() {
	_ = func(m *testing.M) int {
		env, err := testenv.Start(context.Background(), testenv.Options{})
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		defer env.Stop()
		// Hand env.Config (or env.KubeconfigFile()) to the tests.
		return m.Run()
	}
}

// A client that is user "alice" in group "team-a": RBAC decides what it
// may do, so bind roles to the user or the group with the admin client.
func ExampleEnv_ConfigFor() {
	_ = func(t *testing.T, env *testenv.Env) {
		cfg, err := env.ConfigFor(testenv.User{Name: "alice", Groups: []string{"team-a"}})
		if err != nil {
			t.Fatal(err)
		}
		alice := kubernetes.NewForConfigOrDie(cfg)
		_, err = alice.CoreV1().Secrets("default").List(t.Context(), metav1.ListOptions{})
		t.Log(err) // secrets "..." is forbidden: User "alice" cannot list resource "secrets"
	}
}

// A validating webhook served by the test itself.
func ExampleEnv_StartWebhookServer() {
	_ = func(t *testing.T, env *testenv.Env, handler http.Handler) {
		wh, err := env.StartWebhookServer(handler)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = wh.Close() })
		url := wh.URL + "/validate"
		_ = admissionregistrationv1.WebhookClientConfig{URL: &url, CABundle: wh.CABundle}
		// ... in a ValidatingWebhookConfiguration created with env.Config.
	}
}

// A kubebuilder project's webhooks, as controller-gen writes them to
// config/webhook/manifests.yaml, served by the project's own handlers.
func ExampleEnv_InstallWebhooksFromPaths() {
	_ = func(t *testing.T, env *testenv.Env, validateFoo, defaultFoo http.Handler) {
		mux := http.NewServeMux()
		// The paths of the +kubebuilder:webhook markers.
		mux.Handle("/validate-example-com-v1-foo", validateFoo)
		mux.Handle("/mutate-example-com-v1-foo", defaultFoo)
		wh, err := env.StartWebhookServer(mux)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = wh.Close() })
		if _, err := env.InstallWebhooksFromPaths(t.Context(), wh, "../config/webhook"); err != nil {
			t.Fatal(err)
		}
		// The apiserver now calls both handlers for Foos.
	}
}
