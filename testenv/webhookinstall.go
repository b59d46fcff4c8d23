package testenv

import (
	"context"
	"errors"
	"fmt"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
)

// InstallWebhooksFromPaths reads webhook configurations (see ReadWebhooks)
// and installs them against server (see InstallWebhooks).
//
// There is no Options field for webhook manifests, as there is CRDPaths:
// the handler's server comes from the running Env (StartWebhookServer), so
// it can only exist after Start, and a configuration installed before its
// server answers would fail every matching request.
func (e *Env) InstallWebhooksFromPaths(ctx context.Context, server *WebhookServer, paths ...string) (*WebhookConfigurations, error) {
	configs, err := ReadWebhooks(paths...)
	if err != nil {
		return nil, err
	}
	return e.InstallWebhooks(ctx, server, configs)
}

// InstallWebhooks points every webhook of configs that names a Service at
// server instead (url: server.URL plus the service's path, caBundle:
// server.CABundle; a webhook with a url is left as it is), creates the
// configurations or updates those that exist, and returns them as
// installed. configs itself is not changed.
//
// It returns when the apiserver calls the new webhooks: the apiserver
// learns of configurations through an informer, a moment after they are
// written. InstallWebhooks then writes one probe configuration of each
// kind, which the informer delivers after the others, makes a dry-run
// request only the probe matches (a ConfigMap in namespace default with a
// probe label; webhooks of yours that match every ConfigMap see it too)
// until the apiserver calls the probe, and deletes the probe.
func (e *Env) InstallWebhooks(ctx context.Context, server *WebhookServer, configs *WebhookConfigurations) (*WebhookConfigurations, error) {
	if e.opts.Server != KubeAPIServer {
		return nil, fmt.Errorf("testenv: Options.Server %q calls no admission webhooks; webhooks need %q", e.opts.Server, KubeAPIServer)
	}
	if server == nil || configs == nil {
		return nil, errors.New("testenv: InstallWebhooks needs a WebhookServer (StartWebhookServer) and configurations (ReadWebhooks)")
	}
	cs, err := kubernetes.NewForConfig(e.Config)
	if err != nil {
		return nil, err
	}
	api := cs.AdmissionregistrationV1()
	pointed, installed := configs.pointedAt(server), &WebhookConfigurations{}
	for _, m := range pointed.Mutating {
		got, err := createOrUpdate(ctx, api.MutatingWebhookConfigurations(), m)
		if err != nil {
			return nil, fmt.Errorf("testenv: MutatingWebhookConfiguration %s: %w", m.Name, err)
		}
		installed.Mutating = append(installed.Mutating, got)
	}
	for _, v := range pointed.Validating {
		got, err := createOrUpdate(ctx, api.ValidatingWebhookConfigurations(), v)
		if err != nil {
			return nil, fmt.Errorf("testenv: ValidatingWebhookConfiguration %s: %w", v.Name, err)
		}
		installed.Validating = append(installed.Validating, got)
	}
	ctx, cancel := context.WithTimeout(ctx, e.opts.StartTimeout)
	defer cancel()
	if err := e.waitWebhooksActive(ctx, cs, len(installed.Mutating) > 0, len(installed.Validating) > 0); err != nil {
		return nil, err
	}
	return installed, nil
}

// configClient is what createOrUpdate needs of a typed client.
type configClient[T any] interface {
	Create(context.Context, T, metav1.CreateOptions) (T, error)
	Get(context.Context, string, metav1.GetOptions) (T, error)
	Update(context.Context, T, metav1.UpdateOptions) (T, error)
}

// createOrUpdate replaces an existing object of obj's name with obj, so
// that installing against a new WebhookServer (another test's) takes
// effect rather than keeping the old URL.
func createOrUpdate[T metav1.Object](ctx context.Context, c configClient[T], obj T) (T, error) {
	got, err := c.Create(ctx, obj, metav1.CreateOptions{})
	if !apierrors.IsAlreadyExists(err) {
		return got, err
	}
	old, err := c.Get(ctx, obj.GetName(), metav1.GetOptions{})
	if err != nil {
		return got, err
	}
	obj.SetResourceVersion(old.GetResourceVersion())
	return c.Update(ctx, obj, metav1.UpdateOptions{})
}
