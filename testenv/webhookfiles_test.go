package testenv

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"
)

// webhookManifest is what controller-gen webhook writes to
// config/webhook/manifests.yaml: both kinds, webhooks that name a Service.
const webhookManifest = `---
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
      path: /mutate-example-com-v1-gadget
  failurePolicy: Fail
  name: mgadget.kb.io
  rules:
  - apiGroups: [example.com]
    apiVersions: [v1]
    operations: [CREATE, UPDATE]
    resources: [gadgets]
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
      path: /validate-example-com-v1-gadget
  failurePolicy: Fail
  name: vgadget.kb.io
  rules:
  - apiGroups: [example.com]
    apiVersions: [v1]
    operations: [CREATE, UPDATE]
    resources: [gadgets]
  sideEffects: None
- admissionReviewVersions: [v1]
  clientConfig:
    service: {name: webhook-service, namespace: system}
  name: root.kb.io
  sideEffects: None
- admissionReviewVersions: [v1]
  clientConfig:
    url: https://elsewhere.example.com/check
    caBundle: Zm9v
  name: elsewhere.kb.io
  sideEffects: None
`

// TestReadWebhooks reads a kubebuilder config/webhook directory and points
// its webhooks at a server: service webhooks get the server's URL plus
// their path and its CA; a url webhook keeps both; the read
// configurations are not changed.
func TestReadWebhooks(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "manifests.yaml"), webhookManifest)
	writeFile(t, filepath.Join(dir, "kustomization.yaml"), "resources:\n- manifests.yaml\n- service.yaml\n")
	writeFile(t, filepath.Join(dir, "service.yaml"), "apiVersion: v1\nkind: Service\nmetadata: {name: webhook-service, namespace: system}\n")
	read, err := ReadWebhooks(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(read.Mutating) != 1 || len(read.Validating) != 1 || len(read.Validating[0].Webhooks) != 3 {
		t.Fatalf("read %d mutating, %d validating configurations, want 1 and 1 with 3 webhooks", len(read.Mutating), len(read.Validating))
	}
	server := &WebhookServer{URL: "https://127.0.0.1:4443", CABundle: []byte("the CA")}
	pointed := read.pointedAt(server)

	m := pointed.Mutating[0].Webhooks[0].ClientConfig
	if m.Service != nil || m.URL == nil || *m.URL != "https://127.0.0.1:4443/mutate-example-com-v1-gadget" || string(m.CABundle) != "the CA" {
		t.Errorf("mutating webhook points at service %v, url %v, CA %q", m.Service, deref(m.URL), m.CABundle)
	}
	for i, want := range []struct{ url, ca string }{
		{"https://127.0.0.1:4443/validate-example-com-v1-gadget", "the CA"},
		{"https://127.0.0.1:4443/", "the CA"},
		{"https://elsewhere.example.com/check", "foo"},
	} {
		v := pointed.Validating[0].Webhooks[i]
		if v.ClientConfig.Service != nil || deref(v.ClientConfig.URL) != want.url || string(v.ClientConfig.CABundle) != want.ca {
			t.Errorf("webhook %s points at service %v, url %q, CA %q; want url %q, CA %q",
				v.Name, v.ClientConfig.Service, deref(v.ClientConfig.URL), v.ClientConfig.CABundle, want.url, want.ca)
		}
	}
	if read.Mutating[0].Webhooks[0].ClientConfig.Service == nil || read.Validating[0].Webhooks[0].ClientConfig.URL != nil {
		t.Errorf("pointedAt changed the configurations it copied")
	}
	server.CABundle[0] = 'X'
	if !bytes.Equal(pointed.Mutating[0].Webhooks[0].ClientConfig.CABundle, []byte("the CA")) {
		t.Errorf("the CA bundle is shared with the server's")
	}
}

// TestReadWebhooksErrors: each bad input names the file (and line) and what
// to do.
func TestReadWebhooksErrors(t *testing.T) {
	dir := t.TempDir()
	noTarget := strings.Replace(webhookManifest, "    url: https://elsewhere.example.com/check\n", "", 1)
	both := strings.Replace(webhookManifest, "    service: {name: webhook-service, namespace: system}\n",
		"    service: {name: webhook-service, namespace: system}\n    url: https://127.0.0.1/\n", 1)
	writeFile(t, filepath.Join(dir, "crds", "kustomization.yaml"), "kind: Kustomization\n")
	writeFile(t, filepath.Join(dir, "notyaml.yaml"), "kind: Service\n---\n# a comment\n[: nope\n")
	writeFile(t, filepath.Join(dir, "beta.yaml"), strings.Replace(webhookManifest, "admissionregistration.k8s.io/v1\nkind: Validating", "admissionregistration.k8s.io/v1beta1\nkind: Validating", 1))
	writeFile(t, filepath.Join(dir, "typo.yaml"), strings.Replace(webhookManifest, "  sideEffects: None\n---", "  sideEffect: None\n---", 1))
	writeFile(t, filepath.Join(dir, "notarget.yaml"), noTarget)
	writeFile(t, filepath.Join(dir, "both.yaml"), both)
	for _, tc := range []struct {
		path string
		want []string
	}{
		{filepath.Join(dir, "missing"), []string{"missing", "no such file"}},
		{filepath.Join(dir, "crds"), []string{"holds no MutatingWebhookConfiguration or ValidatingWebhookConfiguration", "looked at 1", "controller-gen webhook"}},
		{filepath.Join(dir, "notyaml.yaml"), []string{"notyaml.yaml:4:", "not a Kubernetes object"}},
		{filepath.Join(dir, "beta.yaml"), []string{"beta.yaml:23:", "admissionregistration.k8s.io/v1beta1", "regenerate"}},
		{filepath.Join(dir, "typo.yaml"), []string{"typo.yaml:2:", `unknown field "sideEffect"`}},
		{filepath.Join(dir, "notarget.yaml"), []string{"notarget.yaml:23:", `"elsewhere.kb.io"`, "validating-webhook-configuration", "neither clientConfig.service nor clientConfig.url", "add clientConfig.service with the handler's path"}},
		{filepath.Join(dir, "both.yaml"), []string{"both.yaml:23:", `"root.kb.io"`, "keep one"}},
	} {
		_, err := ReadWebhooks(tc.path)
		if err == nil {
			t.Errorf("ReadWebhooks(%s) succeeded, want an error", filepath.Base(tc.path))
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("ReadWebhooks(%s) = %v, want it to contain %q", filepath.Base(tc.path), err, w)
			}
		}
	}
}

// TestInstallWebhooksNeedsKubeAPIServer: the apiextensions-only server
// would store the configurations and never call them.
func TestInstallWebhooksNeedsKubeAPIServer(t *testing.T) {
	e := &Env{opts: Options{Server: APIExtensionsServer}}
	_, err := e.InstallWebhooks(t.Context(), &WebhookServer{}, &WebhookConfigurations{})
	if err == nil || !strings.Contains(err.Error(), `webhooks need "kube-apiserver"`) {
		t.Fatalf("InstallWebhooks on the apiextensions-only server: err = %v, want one naming kube-apiserver", err)
	}
}

func deref(s *string) string {
	if s == nil {
		return "<nil>"
	}
	return *s
}
