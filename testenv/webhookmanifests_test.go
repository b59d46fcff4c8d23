package testenv_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	admissionv1 "k8s.io/api/admission/v1"
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"

	"github.com/kubegen/kubegen/testenv"
)

// webhookManifests is a controller-gen config/webhook/manifests.yaml for
// ConfigMaps, limited to namespace NS so that other subtests are not
// affected.
const webhookManifests = `---
apiVersion: admissionregistration.k8s.io/v1
kind: MutatingWebhookConfiguration
metadata:
  name: mutating-webhook-configuration
webhooks:
- admissionReviewVersions:
  - v1
  clientConfig:
    service:
      name: webhook-service
      namespace: system
      path: /mutate--v1-configmap
  failurePolicy: Fail
  name: mconfigmap.kb.io
  namespaceSelector:
    matchLabels:
      kubernetes.io/metadata.name: NS
  rules:
  - apiGroups: [""]
    apiVersions: [v1]
    operations: [CREATE]
    resources: [configmaps]
  sideEffects: None
---
apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingWebhookConfiguration
metadata:
  name: validating-webhook-configuration
webhooks:
- admissionReviewVersions:
  - v1
  clientConfig:
    service:
      name: webhook-service
      namespace: system
      path: /validate--v1-configmap
  failurePolicy: Fail
  name: vconfigmap.kb.io
  namespaceSelector:
    matchLabels:
      kubernetes.io/metadata.name: NS
  rules:
  - apiGroups: [""]
    apiVersions: [v1]
    operations: [CREATE]
    resources: [configmaps]
  sideEffects: None
`

// testWebhooksFromManifests installs controller-gen manifests against a
// webhook server and checks, with no retry, that the apiserver calls both
// webhooks once InstallWebhooksFromPaths returns; then installs them again
// against another server, which must take over at once too.
func testWebhooksFromManifests(ctx context.Context, t *testing.T, env *testenv.Env, admin kubernetes.Interface) {
	ns := createNamespace(ctx, t, admin, "webhook-manifests")
	dir := t.TempDir()
	writeTestFile(t, filepath.Join(dir, "manifests.yaml"), strings.ReplaceAll(webhookManifests, "NS", ns))
	writeTestFile(t, filepath.Join(dir, "kustomization.yaml"), "resources:\n- manifests.yaml\n")

	var mutated, validated atomic.Int32
	mux := http.NewServeMux()
	mux.HandleFunc("/mutate--v1-configmap", func(w http.ResponseWriter, r *http.Request) {
		mutated.Add(1)
		annotate(w, r)
	})
	mux.HandleFunc("/validate--v1-configmap", func(w http.ResponseWriter, r *http.Request) {
		validated.Add(1)
		denyLabelled(w, r)
	})
	wh, err := env.StartWebhookServer(mux)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = wh.Close() })
	installed, err := env.InstallWebhooksFromPaths(ctx, wh, dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		api := admin.AdmissionregistrationV1()
		_ = api.MutatingWebhookConfigurations().Delete(context.Background(), "mutating-webhook-configuration", metav1.DeleteOptions{})
		_ = api.ValidatingWebhookConfigurations().Delete(context.Background(), "validating-webhook-configuration", metav1.DeleteOptions{})
	})
	// The probe InstallWebhooks waits with is gone.
	mutating, err := admin.AdmissionregistrationV1().MutatingWebhookConfigurations().List(ctx, metav1.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	validating, err := admin.AdmissionregistrationV1().ValidatingWebhookConfigurations().List(ctx, metav1.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, c := range mutating.Items {
		names = append(names, c.Name)
	}
	for _, c := range validating.Items {
		names = append(names, c.Name)
	}
	if all := strings.Join(names, ","); strings.Contains(all, "testenv-webhook-probe") || strings.Count(all, "-webhook-configuration") != 2 {
		t.Errorf("webhook configurations after install: %s; want both of the manifest and no probe", all)
	}
	if got, want := *installed.Validating[0].Webhooks[0].ClientConfig.URL, wh.URL+"/validate--v1-configmap"; got != want {
		t.Errorf("installed validating webhook url = %s, want %s", got, want)
	}

	cms := admin.CoreV1().ConfigMaps(ns)
	_, err = cms.Create(ctx, &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "denied", Labels: map[string]string{"deny": "true"}}}, metav1.CreateOptions{})
	if !apierrors.IsForbidden(err) || !strings.Contains(err.Error(), "labelled deny=true") {
		t.Fatalf("create a configmap the validating webhook denies, right after install: err = %v, want Forbidden", err)
	}
	got, err := cms.Create(ctx, &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "allowed"}}, metav1.CreateOptions{})
	if err != nil {
		t.Fatalf("the webhooks refused an unlabelled configmap: %v", err)
	}
	if got.Annotations["mutated-by"] != "testenv" {
		t.Errorf("created configmap has annotations %v; the mutating webhook's patch is missing", got.Annotations)
	}
	if mutated.Load() < 2 || validated.Load() < 2 {
		t.Errorf("webhooks called %d (mutating) and %d (validating) times, want at least 2 each", mutated.Load(), validated.Load())
	}

	// Installing again against another server updates the configurations.
	second, err := env.StartWebhookServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		answer(w, r, &admissionv1.AdmissionResponse{Allowed: false, Result: &metav1.Status{Message: "the second server says no", Code: http.StatusForbidden}})
	}))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = second.Close() })
	if _, err := env.InstallWebhooksFromPaths(ctx, second, dir); err != nil {
		t.Fatal(err)
	}
	_, err = cms.Create(ctx, &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "second"}}, metav1.CreateOptions{})
	if !apierrors.IsForbidden(err) || !strings.Contains(err.Error(), "the second server says no") {
		t.Fatalf("create a configmap right after installing against the second server: err = %v, want its refusal", err)
	}
}

// annotate is a mutating webhook that adds the annotation
// mutated-by=testenv to an object that has no annotations.
func annotate(w http.ResponseWriter, r *http.Request) {
	answer(w, r, &admissionv1.AdmissionResponse{
		Allowed:   true,
		Patch:     []byte(`[{"op":"add","path":"/metadata/annotations","value":{"mutated-by":"testenv"}}]`),
		PatchType: ptr(admissionv1.PatchTypeJSONPatch),
	})
}

// answer replies to an AdmissionReview with resp.
func answer(w http.ResponseWriter, r *http.Request, resp *admissionv1.AdmissionResponse) {
	var review admissionv1.AdmissionReview
	if err := json.NewDecoder(r.Body).Decode(&review); err != nil || review.Request == nil {
		http.Error(w, fmt.Sprintf("not an AdmissionReview: %v", err), http.StatusBadRequest)
		return
	}
	resp.UID = review.Request.UID
	review.Response, review.Request = resp, nil
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(review)
}

func writeTestFile(t *testing.T, path, data string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}
