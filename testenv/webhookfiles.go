package testenv

import (
	"fmt"
	"strings"

	admissionregistrationv1 "k8s.io/api/admissionregistration/v1"
	"sigs.k8s.io/yaml"
)

// WebhookConfigurations are admission webhook configurations, as
// ReadWebhooks reads them from manifests and InstallWebhooks installs them.
type WebhookConfigurations struct {
	Mutating   []*admissionregistrationv1.MutatingWebhookConfiguration
	Validating []*admissionregistrationv1.ValidatingWebhookConfiguration
}

// ReadWebhooks reads MutatingWebhookConfigurations and
// ValidatingWebhookConfigurations (admissionregistration.k8s.io/v1) from
// files or directories, as ReadCRDs reads CRDs: kubebuilder's
// config/webhook/manifests.yaml, or the directory it is in. Documents of
// other kinds (the kustomization.yaml, the Service kustomize patches) are
// skipped. Every webhook must name where it is served, with
// clientConfig.service (controller-gen writes one, its path from the
// +kubebuilder:webhook marker) or clientConfig.url; errors give file:line.
func ReadWebhooks(paths ...string) (*WebhookConfigurations, error) {
	c := &WebhookConfigurations{}
	err := readManifests(paths, "MutatingWebhookConfiguration or ValidatingWebhookConfiguration", "generate them first (controller-gen webhook) or fix the path", func(d manifestDoc) (bool, error) {
		kind := d.kind.Kind
		if kind != "MutatingWebhookConfiguration" && kind != "ValidatingWebhookConfiguration" {
			return false, nil
		}
		if d.kind.APIVersion != admissionregistrationv1.SchemeGroupVersion.String() {
			return false, fmt.Errorf("testenv: %s: %s in %s; read only in %s (regenerate it, e.g. with controller-gen webhook)",
				d.at, kind, d.kind.APIVersion, admissionregistrationv1.SchemeGroupVersion)
		}
		var name string
		var configs []*admissionregistrationv1.WebhookClientConfig
		var hooks []string
		if kind == "MutatingWebhookConfiguration" {
			m := &admissionregistrationv1.MutatingWebhookConfiguration{}
			if err := yaml.UnmarshalStrict(d.data, m); err != nil {
				return false, fmt.Errorf("testenv: %s: %w", d.at, err)
			}
			for i := range m.Webhooks {
				configs, hooks = append(configs, &m.Webhooks[i].ClientConfig), append(hooks, m.Webhooks[i].Name)
			}
			name = m.Name
			c.Mutating = append(c.Mutating, m)
		} else {
			v := &admissionregistrationv1.ValidatingWebhookConfiguration{}
			if err := yaml.UnmarshalStrict(d.data, v); err != nil {
				return false, fmt.Errorf("testenv: %s: %w", d.at, err)
			}
			for i := range v.Webhooks {
				configs, hooks = append(configs, &v.Webhooks[i].ClientConfig), append(hooks, v.Webhooks[i].Name)
			}
			name = v.Name
			c.Validating = append(c.Validating, v)
		}
		if name == "" {
			return false, fmt.Errorf("testenv: %s: %s without metadata.name", d.at, kind)
		}
		for i, cc := range configs {
			switch {
			case cc.Service == nil && cc.URL == nil:
				return false, fmt.Errorf("testenv: %s: webhook %q of %s %s has neither clientConfig.service nor clientConfig.url; add clientConfig.service with the handler's path (controller-gen webhook takes it from +kubebuilder:webhook:path=...) or clientConfig.url",
					d.at, hooks[i], kind, name)
			case cc.Service != nil && cc.URL != nil:
				return false, fmt.Errorf("testenv: %s: webhook %q of %s %s has both clientConfig.service and clientConfig.url; keep one",
					d.at, hooks[i], kind, name)
			}
		}
		return true, nil
	})
	if err != nil {
		return nil, err
	}
	return c, nil
}

// pointedAt returns a copy of c in which every webhook that names a
// Service calls server instead: url is server.URL plus the service's path
// ("/" when it has none, as the apiserver defaults it) and caBundle is
// server.CABundle. The service's name, namespace and port are dropped: a
// test has no cluster DNS and no Service proxy, and server is what serves
// the handler. A webhook with a url is left as it is, CA bundle included:
// it names its server explicitly, maybe one the test started itself.
func (c *WebhookConfigurations) pointedAt(server *WebhookServer) *WebhookConfigurations {
	out := &WebhookConfigurations{}
	for _, m := range c.Mutating {
		m = m.DeepCopy()
		for i := range m.Webhooks {
			pointAt(&m.Webhooks[i].ClientConfig, server)
		}
		out.Mutating = append(out.Mutating, m)
	}
	for _, v := range c.Validating {
		v = v.DeepCopy()
		for i := range v.Webhooks {
			pointAt(&v.Webhooks[i].ClientConfig, server)
		}
		out.Validating = append(out.Validating, v)
	}
	return out
}

func pointAt(cc *admissionregistrationv1.WebhookClientConfig, server *WebhookServer) {
	if cc.Service == nil {
		return
	}
	path := "/"
	if cc.Service.Path != nil && *cc.Service.Path != "" {
		path = *cc.Service.Path
	}
	if !strings.HasPrefix(path, "/") {
		path = "/" + path
	}
	url := server.URL + path
	cc.URL, cc.Service = &url, nil
	cc.CABundle = append([]byte(nil), server.CABundle...)
}
