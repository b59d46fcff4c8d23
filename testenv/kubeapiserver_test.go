package testenv_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	admissionv1 "k8s.io/api/admission/v1"
	admissionregistrationv1 "k8s.io/api/admissionregistration/v1"
	coordinationv1 "k8s.io/api/coordination/v1"
	corev1 "k8s.io/api/core/v1"
	rbacv1 "k8s.io/api/rbac/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/clientcmd"
	"sigs.k8s.io/yaml"

	"github.com/kubegen/kubegen/testenv"
	"github.com/kubegen/kubegen/testenv/widget"
)

// TestKubeAPIServer checks what the default server promises a user: the
// built-in APIs, the version it was built from, CRDs from a directory of
// manifests, a kubeconfig file, RBAC for limited users, the namespace and
// role aggregation controllers, the garbage collector, and admission
// webhooks on loopback, from Go values or controller-gen manifests. One environment serves every subtest; each works in
// its own namespace.
func TestKubeAPIServer(t *testing.T) {
	crdDir := t.TempDir()
	crd := widget.CRD()
	crd.APIVersion, crd.Kind = "apiextensions.k8s.io/v1", "CustomResourceDefinition"
	data, err := yaml.Marshal(crd)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(crdDir, "widgets.yaml"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	env := testenv.StartForTestWith(t, testenv.Options{CRDPaths: []string{crdDir}})
	admin := kubernetes.NewForConfigOrDie(env.Config)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()

	t.Run("version", func(t *testing.T) {
		v, err := env.ServerVersion()
		if err != nil {
			t.Fatal(err)
		}
		if v.GitVersion != testenv.KubernetesVersion {
			t.Fatalf("server reports %s, want %s", v.GitVersion, testenv.KubernetesVersion)
		}
	})

	t.Run("builtins", func(t *testing.T) {
		ns := createNamespace(ctx, t, admin, "builtins")
		if _, err := admin.CoreV1().ConfigMaps(ns).Create(ctx, &corev1.ConfigMap{
			ObjectMeta: metav1.ObjectMeta{Name: "cm"}, Data: map[string]string{"k": "v"},
		}, metav1.CreateOptions{}); err != nil {
			t.Fatal(err)
		}
		if _, err := admin.CoreV1().Secrets(ns).Create(ctx, &corev1.Secret{
			ObjectMeta: metav1.ObjectMeta{Name: "s"}, StringData: map[string]string{"k": "v"},
		}, metav1.CreateOptions{}); err != nil {
			t.Fatal(err)
		}
		got, err := admin.CoreV1().Secrets(ns).Get(ctx, "s", metav1.GetOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if string(got.Data["k"]) != "v" {
			t.Fatalf("secret data = %q; stringData was not folded in by the real API", got.Data)
		}
		if _, err := admin.CoreV1().Events(ns).Create(ctx, &corev1.Event{
			ObjectMeta:     metav1.ObjectMeta{Name: "e"},
			InvolvedObject: corev1.ObjectReference{Kind: "ConfigMap", Namespace: ns, Name: "cm"},
			Reason:         "Tested", Message: "an event", Type: corev1.EventTypeNormal,
		}, metav1.CreateOptions{}); err != nil {
			t.Fatal(err)
		}
		// The real Lease API validates; an imitation CRD did not.
		_, err = admin.CoordinationV1().Leases(ns).Create(ctx, &coordinationv1.Lease{
			ObjectMeta: metav1.ObjectMeta{Name: "l"},
			Spec:       coordinationv1.LeaseSpec{LeaseDurationSeconds: ptr(int32(-1))},
		}, metav1.CreateOptions{})
		if !apierrors.IsInvalid(err) {
			t.Fatalf("lease with a negative duration: err = %v, want Invalid", err)
		}
		// A custom resource from the manifest directory is served.
		rc, err := widget.NewRESTClient(env.Config)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := widget.NewClient(rc).Create(ctx, &widget.Widget{ObjectMeta: metav1.ObjectMeta{Namespace: ns, Name: "w"}}); err != nil {
			t.Fatal(err)
		}
	})

	t.Run("kubeconfig", func(t *testing.T) {
		cfg, err := clientcmd.BuildConfigFromFlags("", env.KubeconfigFile())
		if err != nil {
			t.Fatal(err)
		}
		if _, err := kubernetes.NewForConfigOrDie(cfg).CoreV1().Namespaces().Get(ctx, "default", metav1.GetOptions{}); err != nil {
			t.Fatalf("through the kubeconfig file: %v", err)
		}
	})

	t.Run("limited user", func(t *testing.T) {
		ns := createNamespace(ctx, t, admin, "rbac")
		other := createNamespace(ctx, t, admin, "rbac-other")
		cfg, err := env.ConfigFor(testenv.User{Name: "alice", Groups: []string{"readers"}})
		if err != nil {
			t.Fatal(err)
		}
		alice := kubernetes.NewForConfigOrDie(cfg)
		if _, err := alice.CoreV1().ConfigMaps(ns).List(ctx, metav1.ListOptions{}); !apierrors.IsForbidden(err) {
			t.Fatalf("alice lists configmaps before any binding: err = %v, want Forbidden", err)
		}
		if _, err := admin.RbacV1().Roles(ns).Create(ctx, &rbacv1.Role{
			ObjectMeta: metav1.ObjectMeta{Name: "read-configmaps"},
			Rules:      []rbacv1.PolicyRule{{APIGroups: []string{""}, Resources: []string{"configmaps"}, Verbs: []string{"get", "list", "watch"}}},
		}, metav1.CreateOptions{}); err != nil {
			t.Fatal(err)
		}
		if _, err := admin.RbacV1().RoleBindings(ns).Create(ctx, &rbacv1.RoleBinding{
			ObjectMeta: metav1.ObjectMeta{Name: "readers"},
			RoleRef:    rbacv1.RoleRef{APIGroup: rbacv1.GroupName, Kind: "Role", Name: "read-configmaps"},
			Subjects:   []rbacv1.Subject{{Kind: rbacv1.GroupKind, APIGroup: rbacv1.GroupName, Name: "readers"}},
		}, metav1.CreateOptions{}); err != nil {
			t.Fatal(err)
		}
		// RBAC reads bindings through an informer: allow it to catch up.
		if err := eventually(ctx, func() error {
			_, err := alice.CoreV1().ConfigMaps(ns).List(ctx, metav1.ListOptions{})
			return err
		}); err != nil {
			t.Fatalf("alice lists configmaps with a binding for her group: %v", err)
		}
		if _, err := alice.CoreV1().ConfigMaps(ns).Create(ctx, &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "x"}}, metav1.CreateOptions{}); !apierrors.IsForbidden(err) {
			t.Errorf("alice creates a configmap: err = %v, want Forbidden", err)
		}
		if _, err := alice.CoreV1().Secrets(ns).List(ctx, metav1.ListOptions{}); !apierrors.IsForbidden(err) {
			t.Errorf("alice lists secrets: err = %v, want Forbidden", err)
		}
		if _, err := alice.CoreV1().ConfigMaps(other).List(ctx, metav1.ListOptions{}); !apierrors.IsForbidden(err) {
			t.Errorf("alice lists configmaps in another namespace: err = %v, want Forbidden", err)
		}
	})

	t.Run("namespace deletion", func(t *testing.T) {
		ns := createNamespace(ctx, t, admin, "deleted")
		if _, err := admin.CoreV1().ConfigMaps(ns).Create(ctx, &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "cm"}}, metav1.CreateOptions{}); err != nil {
			t.Fatal(err)
		}
		if err := admin.CoreV1().Namespaces().Delete(ctx, ns, metav1.DeleteOptions{}); err != nil {
			t.Fatal(err)
		}
		// The namespace controller empties the namespace, then removes it.
		if err := eventually(ctx, func() error {
			_, err := admin.CoreV1().Namespaces().Get(ctx, ns, metav1.GetOptions{})
			if apierrors.IsNotFound(err) {
				return nil
			}
			return fmt.Errorf("namespace %s still there (err %v)", ns, err)
		}); err != nil {
			t.Fatal(err)
		}
		if _, err := admin.CoreV1().ConfigMaps(ns).Get(ctx, "cm", metav1.GetOptions{}); !apierrors.IsNotFound(err) {
			t.Fatalf("configmap of the deleted namespace: err = %v, want NotFound", err)
		}
	})

	t.Run("garbage collection", func(t *testing.T) {
		testGarbageCollection(ctx, t, env, admin)
	})

	t.Run("aggregated roles", func(t *testing.T) {
		ns := createNamespace(ctx, t, admin, "aggregate")
		// What a CRD's operator ships: read access to its kind, added to
		// the built-in view role.
		if _, err := admin.RbacV1().ClusterRoles().Create(ctx, &rbacv1.ClusterRole{
			ObjectMeta: metav1.ObjectMeta{Name: "widgets-view", Labels: map[string]string{"rbac.authorization.k8s.io/aggregate-to-view": "true"}},
			Rules:      []rbacv1.PolicyRule{{APIGroups: []string{widget.GroupName}, Resources: []string{"widgets"}, Verbs: []string{"get", "list", "watch"}}},
		}, metav1.CreateOptions{}); err != nil {
			t.Fatal(err)
		}
		if _, err := admin.RbacV1().RoleBindings(ns).Create(ctx, &rbacv1.RoleBinding{
			ObjectMeta: metav1.ObjectMeta{Name: "viewers"},
			RoleRef:    rbacv1.RoleRef{APIGroup: rbacv1.GroupName, Kind: "ClusterRole", Name: "view"},
			Subjects:   []rbacv1.Subject{{Kind: rbacv1.UserKind, APIGroup: rbacv1.GroupName, Name: "bob"}},
		}, metav1.CreateOptions{}); err != nil {
			t.Fatal(err)
		}
		cfg, err := env.ConfigFor(testenv.User{Name: "bob"})
		if err != nil {
			t.Fatal(err)
		}
		bob := kubernetes.NewForConfigOrDie(cfg)
		rc, err := widget.NewRESTClient(cfg)
		if err != nil {
			t.Fatal(err)
		}
		bobWidgets := widget.NewClient(rc)
		if err := eventually(ctx, func() error {
			if _, err := bob.CoreV1().ConfigMaps(ns).List(ctx, metav1.ListOptions{}); err != nil {
				return fmt.Errorf("configmaps through view: %w", err)
			}
			if _, err := bobWidgets.List(ctx, ns, metav1.ListOptions{}); err != nil {
				return fmt.Errorf("widgets through view: %w", err)
			}
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		if _, err := bob.CoreV1().Secrets(ns).List(ctx, metav1.ListOptions{}); !apierrors.IsForbidden(err) {
			t.Fatalf("bob lists secrets through view: err = %v, want Forbidden", err)
		}
	})

	t.Run("admission webhook", func(t *testing.T) {
		ns := createNamespace(ctx, t, admin, "webhook")
		var calls atomic.Int32
		wh, err := env.StartWebhookServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			calls.Add(1)
			denyLabelled(w, r)
		}))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = wh.Close() })
		url := wh.URL + "/validate"
		fail, none := admissionregistrationv1.Fail, admissionregistrationv1.SideEffectClassNone
		if _, err := admin.AdmissionregistrationV1().ValidatingWebhookConfigurations().Create(ctx, &admissionregistrationv1.ValidatingWebhookConfiguration{
			ObjectMeta: metav1.ObjectMeta{Name: "deny-labelled"},
			Webhooks: []admissionregistrationv1.ValidatingWebhook{{
				Name:                    "deny-labelled.testenv.kubegen.dev",
				ClientConfig:            admissionregistrationv1.WebhookClientConfig{URL: &url, CABundle: wh.CABundle},
				Rules:                   []admissionregistrationv1.RuleWithOperations{{Operations: []admissionregistrationv1.OperationType{admissionregistrationv1.Create}, Rule: admissionregistrationv1.Rule{APIGroups: []string{""}, APIVersions: []string{"v1"}, Resources: []string{"configmaps"}}}},
				NamespaceSelector:       &metav1.LabelSelector{MatchLabels: map[string]string{"kubernetes.io/metadata.name": ns}},
				FailurePolicy:           &fail,
				SideEffects:             &none,
				AdmissionReviewVersions: []string{"v1"},
			}},
		}, metav1.CreateOptions{}); err != nil {
			t.Fatal(err)
		}
		denied := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "denied", Labels: map[string]string{"deny": "true"}}}
		// The apiserver picks webhook configurations up through an informer.
		if err := eventually(ctx, func() error {
			_, err := admin.CoreV1().ConfigMaps(ns).Create(ctx, denied, metav1.CreateOptions{})
			if err == nil {
				_ = admin.CoreV1().ConfigMaps(ns).Delete(ctx, denied.Name, metav1.DeleteOptions{})
				return fmt.Errorf("created a configmap the webhook denies")
			}
			if !apierrors.IsForbidden(err) && !apierrors.IsInvalid(err) {
				return fmt.Errorf("unexpected error: %w", err)
			}
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		if _, err := admin.CoreV1().ConfigMaps(ns).Create(ctx, &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "allowed"}}, metav1.CreateOptions{}); err != nil {
			t.Fatalf("the webhook refused an unlabelled configmap: %v", err)
		}
		if calls.Load() < 2 {
			t.Fatalf("webhook called %d times, want at least 2", calls.Load())
		}
	})

	t.Run("webhooks from manifests", func(t *testing.T) {
		testWebhooksFromManifests(ctx, t, env, admin)
	})
}

// denyLabelled is a validating webhook that refuses objects labelled
// deny=true.
func denyLabelled(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	var review admissionv1.AdmissionReview
	if err := json.Unmarshal(body, &review); err != nil || review.Request == nil {
		http.Error(w, fmt.Sprintf("not an AdmissionReview: %v", err), http.StatusBadRequest)
		return
	}
	var obj metav1.PartialObjectMetadata
	if err := json.Unmarshal(review.Request.Object.Raw, &obj); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	resp := &admissionv1.AdmissionResponse{UID: review.Request.UID, Allowed: obj.Labels["deny"] != "true"}
	if !resp.Allowed {
		resp.Result = &metav1.Status{Message: "labelled deny=true", Code: http.StatusForbidden}
	}
	review.Response, review.Request = resp, nil
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(review)
}

func createNamespace(ctx context.Context, t *testing.T, cs kubernetes.Interface, prefix string) string {
	t.Helper()
	ns, err := cs.CoreV1().Namespaces().Create(ctx, &corev1.Namespace{ObjectMeta: metav1.ObjectMeta{GenerateName: prefix + "-"}}, metav1.CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return ns.Name
}

// eventually retries f every 100ms until it returns nil or ctx ends, and
// returns f's last error then.
func eventually(ctx context.Context, f func() error) error {
	for {
		err := f()
		if err == nil {
			return nil
		}
		select {
		case <-ctx.Done():
			return err
		case <-time.After(100 * time.Millisecond):
		}
	}
}

func ptr[T any](v T) *T { return &v }
