package controller_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	admissionregistrationv1 "k8s.io/api/admissionregistration/v1"
	rbacv1 "k8s.io/api/rbac/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	utilyaml "k8s.io/apimachinery/pkg/util/yaml"
	"k8s.io/client-go/dynamic"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/rest"
	"sigs.k8s.io/yaml"

	webappv1 "github.com/kubegen/kubegen/examples/kubebuilder/api/v1"
	"github.com/kubegen/kubegen/examples/kubebuilder/internal/controller"
	"github.com/kubegen/kubegen/testenv"
)

// config is the project's config/ directory, which the one kubegen run of
// generate.go writes.
var config = filepath.Join("..", "..", "config")

// controllerUser is who the controller runs as: it may do only what the
// generated config/rbac/role.yaml grants.
const controllerUser = "guestbook-controller"

// TestControllerWithGeneratedManifests starts a real API server, installs
// the committed CRD, role and (dry-run) webhook manifests, runs the
// controller as a user bound to nothing but the generated role, and waits
// for it to write a Guestbook's status.
func TestControllerWithGeneratedManifests(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Minute)
	defer cancel()
	env, err := testenv.Start(ctx, testenv.Options{CRDPaths: []string{filepath.Join(config, "crd", "bases")}})
	if err != nil {
		t.Fatalf("start the test API server: %v", err)
	}
	defer env.Stop()
	admin := kubernetes.NewForConfigOrDie(env.Config)

	role := readRole(t)
	if _, err := admin.RbacV1().ClusterRoles().Create(ctx, role, metav1.CreateOptions{}); err != nil {
		t.Fatalf("create the generated ClusterRole: %v", err)
	}
	binding := &rbacv1.ClusterRoleBinding{
		ObjectMeta: metav1.ObjectMeta{Name: "guestbook-controller"},
		RoleRef:    rbacv1.RoleRef{APIGroup: rbacv1.GroupName, Kind: "ClusterRole", Name: role.Name},
		Subjects:   []rbacv1.Subject{{APIGroup: rbacv1.GroupName, Kind: rbacv1.UserKind, Name: controllerUser}},
	}
	if _, err := admin.RbacV1().ClusterRoleBindings().Create(ctx, binding, metav1.CreateOptions{}); err != nil {
		t.Fatal(err)
	}
	checkWebhooksDryRun(ctx, t, admin)

	asController := rest.CopyConfig(env.Config)
	asController.Impersonate = rest.ImpersonationConfig{UserName: controllerUser}
	r := &controller.GuestbookReconciler{Client: dynamic.NewForConfigOrDie(asController)}
	runCtx, stop := context.WithCancel(ctx)
	errs := make(chan error, 100)
	done := make(chan error, 1)
	go func() {
		done <- r.Run(runCtx, func(err error) {
			select {
			case errs <- err:
			default:
			}
		})
	}()
	defer func() {
		stop()
		if err := <-done; err != nil {
			t.Errorf("controller: %v", err)
		}
	}()

	gb := &webappv1.Guestbook{
		TypeMeta:   metav1.TypeMeta{APIVersion: webappv1.GroupVersion.String(), Kind: "Guestbook"},
		ObjectMeta: metav1.ObjectMeta{Name: "hello", Namespace: "default"},
		Spec:       webappv1.GuestbookSpec{Title: "Hello"},
	}
	obj, err := runtime.DefaultUnstructuredConverter.ToUnstructured(gb)
	if err != nil {
		t.Fatal(err)
	}
	guestbooks := dynamic.NewForConfigOrDie(env.Config).Resource(controller.GuestbookResource).Namespace("default")
	if _, err := guestbooks.Create(ctx, &unstructured.Unstructured{Object: obj}, metav1.CreateOptions{}); err != nil {
		t.Fatalf("create a Guestbook: %v", err)
	}

	// The CRD's schema is enforced: a size above the generated maximum is
	// refused, and the default of size is applied.
	bad := gb.DeepCopy()
	bad.Name, bad.Spec.Size = "too-big", 11
	badObj, _ := runtime.DefaultUnstructuredConverter.ToUnstructured(bad)
	if _, err := guestbooks.Create(ctx, &unstructured.Unstructured{Object: badObj}, metav1.CreateOptions{}); err == nil {
		t.Error("a Guestbook of size 11 was accepted; the CRD should carry +kubebuilder:validation:Maximum=10")
	}

	var got webappv1.Guestbook
	for {
		u, err := guestbooks.Get(ctx, "hello", metav1.GetOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if err := runtime.DefaultUnstructuredConverter.FromUnstructured(u.Object, &got); err != nil {
			t.Fatal(err)
		}
		if got.Status.Phase == "Ready" {
			break
		}
		select {
		case err := <-errs:
			t.Fatalf("reconcile as the generated role's user: %v", err)
		case <-ctx.Done():
			t.Fatalf("no status written: %+v", got.Status)
		case <-time.After(100 * time.Millisecond):
		}
	}
	if got.Spec.Size != 1 {
		t.Errorf("spec.size = %d; the CRD's default (+kubebuilder:default=1) was not applied", got.Spec.Size)
	}
	if got.Status.ObservedGeneration != got.Generation || len(got.Status.Conditions) != 1 || got.Status.Conditions[0].Type != "Available" {
		t.Errorf("status = %+v; want observedGeneration %d and an Available condition", got.Status, got.Generation)
	}
}

// readRole decodes the generated config/rbac/role.yaml.
func readRole(t *testing.T) *rbacv1.ClusterRole {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(config, "rbac", "role.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var role rbacv1.ClusterRole
	if err := yaml.UnmarshalStrict(data, &role); err != nil {
		t.Fatalf("config/rbac/role.yaml: %v", err)
	}
	return &role
}

// checkWebhooksDryRun has the server validate the generated webhook
// configurations without keeping them: no webhook server runs here, and a
// failurePolicy=Fail webhook nobody answers would refuse every Guestbook.
func checkWebhooksDryRun(ctx context.Context, t *testing.T, admin kubernetes.Interface) {
	t.Helper()
	f, err := os.Open(filepath.Join(config, "webhook", "manifests.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	dec := utilyaml.NewYAMLOrJSONDecoder(f, 4096)
	dry := metav1.CreateOptions{DryRun: []string{metav1.DryRunAll}}
	var kinds []string
	for {
		var u unstructured.Unstructured
		if err := dec.Decode(&u.Object); err != nil {
			break
		}
		if u.Object == nil {
			continue
		}
		kinds = append(kinds, u.GetKind())
		switch u.GetKind() {
		case "MutatingWebhookConfiguration":
			var c admissionregistrationv1.MutatingWebhookConfiguration
			if err := runtime.DefaultUnstructuredConverter.FromUnstructuredWithValidation(u.Object, &c, true); err != nil {
				t.Fatal(err)
			}
			_, err = admin.AdmissionregistrationV1().MutatingWebhookConfigurations().Create(ctx, &c, dry)
		case "ValidatingWebhookConfiguration":
			var c admissionregistrationv1.ValidatingWebhookConfiguration
			if err := runtime.DefaultUnstructuredConverter.FromUnstructuredWithValidation(u.Object, &c, true); err != nil {
				t.Fatal(err)
			}
			_, err = admin.AdmissionregistrationV1().ValidatingWebhookConfigurations().Create(ctx, &c, dry)
		}
		if err != nil {
			t.Errorf("the server refuses the generated %s: %v", u.GetKind(), err)
		}
	}
	if len(kinds) != 2 {
		t.Errorf("config/webhook/manifests.yaml holds %v; want a mutating and a validating configuration", kinds)
	}
}
