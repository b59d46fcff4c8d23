package testenv

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"sync/atomic"
	"time"

	admissionv1 "k8s.io/api/admission/v1"
	admissionregistrationv1 "k8s.io/api/admissionregistration/v1"
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
)

// probeLabel marks the dry-run ConfigMap that only the probe webhooks
// match; its value is one InstallWebhooks call's id.
const probeLabel = "testenv.kubegen.dev/webhook-probe"

// waitWebhooksActive returns when the apiserver calls a probe webhook of
// each kind asked for, written after the configurations it waits for. The
// apiserver reads each kind's configurations through one informer, which
// applies writes in the order etcd made them, so a probe it calls proves
// that it has every configuration written before the probe. Polling the
// configurations themselves, as envtest does, proves nothing: they exist
// as soon as they are created.
func (e *Env) waitWebhooksActive(ctx context.Context, cs kubernetes.Interface, mutating, validating bool) error {
	if !mutating && !validating {
		return nil
	}
	var mutateCalls, validateCalls atomic.Int32
	probe, err := e.StartWebhookServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/mutate":
			mutateCalls.Add(1)
		case "/validate":
			validateCalls.Add(1)
		}
		allow(w, r)
	}))
	if err != nil {
		return err
	}
	defer probe.closeNow()

	var b [6]byte
	if _, err := rand.Read(b[:]); err != nil {
		return err
	}
	id := hex.EncodeToString(b[:])
	// "0-" sorts before any name a generator writes: mutating webhooks are
	// called in the order of their configurations' names, and a webhook of
	// yours before the probe that refused the probe's request would keep
	// the probe from being called at all. Validating webhooks are all
	// called, in parallel.
	name := "0-testenv-webhook-probe-" + id
	api := cs.AdmissionregistrationV1()
	// The probes are deleted whatever happens to ctx: one left behind
	// matches nothing but clutters a cluster that a test may list.
	cleanup := func(del func(context.Context, string, metav1.DeleteOptions) error) {
		ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
		defer cancel()
		_ = del(ctx, name, metav1.DeleteOptions{})
	}
	if mutating {
		m := &admissionregistrationv1.MutatingWebhookConfiguration{
			ObjectMeta: metav1.ObjectMeta{Name: name},
			Webhooks:   []admissionregistrationv1.MutatingWebhook{mutatingProbe(probe, id)},
		}
		if _, err := api.MutatingWebhookConfigurations().Create(ctx, m, metav1.CreateOptions{}); err != nil {
			return fmt.Errorf("testenv: webhook probe: %w", err)
		}
		defer cleanup(api.MutatingWebhookConfigurations().Delete)
	}
	if validating {
		v := &admissionregistrationv1.ValidatingWebhookConfiguration{
			ObjectMeta: metav1.ObjectMeta{Name: name},
			Webhooks:   []admissionregistrationv1.ValidatingWebhook{probeWebhook(probe, "/validate", id)},
		}
		if _, err := api.ValidatingWebhookConfigurations().Create(ctx, v, metav1.CreateOptions{}); err != nil {
			return fmt.Errorf("testenv: webhook probe: %w", err)
		}
		defer cleanup(api.ValidatingWebhookConfigurations().Delete)
	}

	cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: name, Labels: map[string]string{probeLabel: id}}}
	var lastErr error
	err = poll(ctx, func(ctx context.Context) (bool, error) {
		// Dry run: nothing is stored, and the webhooks are called all the
		// same, as v1 allows only sideEffects None or NoneOnDryRun.
		_, lastErr = cs.CoreV1().ConfigMaps(metav1.NamespaceDefault).Create(ctx, cm, metav1.CreateOptions{DryRun: []string{metav1.DryRunAll}})
		return (!mutating || mutateCalls.Load() > 0) && (!validating || validateCalls.Load() > 0), nil
	})
	if err != nil {
		return fmt.Errorf("testenv: the apiserver never called the webhook probe (last dry-run answer: %v): %w", lastErr, err)
	}
	return nil
}

// probeWebhook is the probe's webhook: CREATE of a ConfigMap with the
// probe's label, served at path of the probe server. Ignore, so that a
// probe call that fails only makes the next attempt count.
func probeWebhook(probe *WebhookServer, path, id string) admissionregistrationv1.ValidatingWebhook {
	url := probe.URL + path
	ignore, none := admissionregistrationv1.Ignore, admissionregistrationv1.SideEffectClassNone
	return admissionregistrationv1.ValidatingWebhook{
		Name:         "probe.testenv.kubegen.dev",
		ClientConfig: admissionregistrationv1.WebhookClientConfig{URL: &url, CABundle: probe.CABundle},
		Rules: []admissionregistrationv1.RuleWithOperations{{
			Operations: []admissionregistrationv1.OperationType{admissionregistrationv1.Create},
			Rule:       admissionregistrationv1.Rule{APIGroups: []string{""}, APIVersions: []string{"v1"}, Resources: []string{"configmaps"}},
		}},
		ObjectSelector:          &metav1.LabelSelector{MatchLabels: map[string]string{probeLabel: id}},
		FailurePolicy:           &ignore,
		SideEffects:             &none,
		AdmissionReviewVersions: []string{"v1"},
	}
}

// mutatingProbe is probeWebhook at /mutate, as a mutating webhook (which
// then changes nothing).
func mutatingProbe(probe *WebhookServer, id string) admissionregistrationv1.MutatingWebhook {
	v := probeWebhook(probe, "/mutate", id)
	return admissionregistrationv1.MutatingWebhook{
		Name: v.Name, ClientConfig: v.ClientConfig, Rules: v.Rules, ObjectSelector: v.ObjectSelector,
		FailurePolicy: v.FailurePolicy, SideEffects: v.SideEffects, AdmissionReviewVersions: v.AdmissionReviewVersions,
	}
}

// allow answers an AdmissionReview with "allowed".
func allow(w http.ResponseWriter, r *http.Request) {
	var review admissionv1.AdmissionReview
	if err := json.NewDecoder(r.Body).Decode(&review); err != nil || review.Request == nil {
		http.Error(w, fmt.Sprintf("not an AdmissionReview: %v", err), http.StatusBadRequest)
		return
	}
	review.Response = &admissionv1.AdmissionResponse{UID: review.Request.UID, Allowed: true}
	review.Request = nil
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(review)
}
