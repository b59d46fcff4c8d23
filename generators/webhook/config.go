// Package webhook builds the MutatingWebhookConfiguration and
// ValidatingWebhookConfiguration that +kubebuilder:webhook and
// +kubebuilder:webhookconfiguration markers describe, with the defaults,
// spellings, checks and order of controller-gen v0.23.0's webhook
// generator, so manifests.yaml is byte-equal to upstream's.
package webhook

import (
	"fmt"
	"slices"
	"strings"

	"github.com/kubegen/kubegen/generators/manifest"
)

// Config is one +kubebuilder:webhook marker's arguments.
type Config struct {
	Mutating                bool
	FailurePolicy           string
	MatchPolicy             string `marker:",optional"`
	SideEffects             string `marker:",optional"`
	TimeoutSeconds          int    `marker:",optional"`
	Groups                  []string
	Resources               []string
	Verbs                   []string
	Versions                []string
	Name                    string
	ServiceName             string   `marker:"serviceName,optional"`
	ServiceNamespace        string   `marker:"serviceNamespace,optional"`
	Path                    string   `marker:"path,optional"`
	ServicePort             *int32   `marker:"servicePort,optional"`
	WebhookVersions         []string `marker:"webhookVersions,optional"`
	AdmissionReviewVersions []string `marker:"admissionReviewVersions"`
	ReinvocationPolicy      string   `marker:"reinvocationPolicy,optional"`
	URL                     string   `marker:"url,optional"`
	Patch                   string   `marker:"patch,optional"`
}

// Configuration is one +kubebuilder:webhookconfiguration marker: the name
// of the mutating or the validating configuration object.
type Configuration struct {
	Mutating bool
	Name     string `marker:"name,optional"`
}

// Marked is a marker's value with where it was written, for errors.
type Marked[T any] struct {
	Value T
	// Pos is "file:line".
	Pos string
}

// Package is what one package's markers hold.
type Package struct {
	Webhooks       []Marked[Config]
	Configurations []Marked[Configuration]
}

// Objects are the configuration objects of all packages: the mutating one
// first, then the validating one, each only when some webhook is of its
// kind. Webhooks are sorted by name. The first error stops, as upstream's
// does, but carries the marker's position and the fix.
func Objects(pkgs []Package) ([]any, error) {
	var mutating, validating []Webhook
	mutName, valName := "mutating-webhook-configuration", "validating-webhook-configuration"
	for _, p := range pkgs {
		// Upstream allows one configuration of each kind per package; a
		// later package's overrides an earlier one's.
		var seenMut, seenVal bool
		for _, c := range p.Configurations {
			seen, kind := &seenVal, "validating"
			if c.Value.Mutating {
				seen, kind = &seenMut, "mutating"
			}
			if *seen {
				return nil, fmt.Errorf("%s: a second %s +kubebuilder:webhookconfiguration (name %s) in this package: keep one per kind", c.Pos, kind, c.Value.Name)
			}
			*seen = true
			switch {
			case c.Value.Name == "":
			case c.Value.Mutating:
				mutName = c.Value.Name
			default:
				valName = c.Value.Name
			}
		}
		hooks := slices.Clone(p.Webhooks)
		slices.SortStableFunc(hooks, func(a, b Marked[Config]) int { return strings.Compare(a.Value.Name, b.Value.Name) })
		for _, h := range hooks {
			w, err := h.Value.webhook()
			if err != nil {
				return nil, fmt.Errorf("%s: %w", h.Pos, err)
			}
			if h.Value.Mutating {
				mutating = append(mutating, w)
			} else {
				validating = append(validating, w)
			}
		}
	}
	var objs []any
	for _, o := range []struct {
		kind, name string
		hooks      []Webhook
	}{{"MutatingWebhookConfiguration", mutName, mutating}, {"ValidatingWebhookConfiguration", valName, validating}} {
		if len(o.hooks) == 0 {
			continue
		}
		slices.SortStableFunc(o.hooks, func(a, b Webhook) int { return strings.Compare(a.Name, b.Name) })
		objs = append(objs, Object{
			TypeMeta: manifest.TypeMeta{APIVersion: apiVersion, Kind: o.kind},
			Metadata: manifest.ObjectMeta{Name: o.name},
			Webhooks: o.hooks,
		})
	}
	return objs, nil
}

// webhook is the webhook c describes, checked as the v1 API requires.
func (c Config) webhook() (Webhook, error) {
	for _, v := range c.WebhookVersions {
		if v != "v1" {
			return Webhook{}, fmt.Errorf("webhookVersions=%s is not supported: only v1 is (remove webhookVersions or write webhookVersions=v1)", v)
		}
	}
	w := Webhook{
		Name:                    c.Name,
		Rules:                   []Rule{c.rule()},
		FailurePolicy:           ptr(spelled(c.FailurePolicy, "Ignore", "Fail")),
		AdmissionReviewVersions: c.AdmissionReviewVersions,
	}
	if c.MatchPolicy != "" {
		p := spelled(c.MatchPolicy, "Exact", "Equivalent")
		if p != "Exact" && p != "Equivalent" {
			return Webhook{}, fmt.Errorf("matchPolicy=%s is unknown: write matchPolicy=Exact or matchPolicy=Equivalent", c.MatchPolicy)
		}
		w.MatchPolicy = &p
	}
	if (c.Path == "") == (c.URL == "") {
		return Webhook{}, fmt.Errorf("give exactly one of path= (served by the webhook service) and url=")
	}
	if c.URL != "" {
		w.ClientConfig.URL = ptr(c.URL)
	} else {
		// controller-gen's default service is webhook-service in system,
		// which kustomize's namePrefix and namespace rewrite.
		svc := &ServiceReference{Name: "webhook-service", Namespace: "system", Path: ptr(c.Path), Port: c.ServicePort}
		if c.ServiceName != "" {
			svc.Name = c.ServiceName
		}
		if c.ServiceNamespace != "" {
			svc.Namespace = c.ServiceNamespace
		}
		w.ClientConfig.Service = svc
	}
	// Unknown side effects are left out, and then reported missing.
	switch se := spelled(c.SideEffects, "None", "NoneOnDryRun", "Some"); se {
	case "None", "NoneOnDryRun", "Some":
		w.SideEffects = &se
	}
	if c.TimeoutSeconds != 0 {
		t := int32(c.TimeoutSeconds)
		w.TimeoutSeconds = &t
	}
	if c.Mutating {
		if p := spelled(c.ReinvocationPolicy, "Never", "IfNeeded"); p == "Never" || p == "IfNeeded" {
			w.ReinvocationPolicy = &p
		}
	}
	if err := applyPatch(&w, c.Patch, c.Mutating); err != nil {
		return Webhook{}, fmt.Errorf("patch=%s: %w", c.Patch, err)
	}
	return w, w.check()
}

// check is what the v1 API requires of every webhook, which controller-gen
// checks (after patch=) before writing.
func (w Webhook) check() error {
	switch {
	case w.SideEffects == nil:
		return fmt.Errorf("sideEffects is required for admissionregistration/v1 webhooks: add sideEffects=None (or NoneOnDryRun)")
	case *w.SideEffects != "None" && *w.SideEffects != "NoneOnDryRun":
		return fmt.Errorf("sideEffects=%s is not allowed by admissionregistration/v1: write sideEffects=None or sideEffects=NoneOnDryRun", *w.SideEffects)
	case w.TimeoutSeconds != nil && (*w.TimeoutSeconds < 1 || *w.TimeoutSeconds > 30):
		return fmt.Errorf("timeoutSeconds=%d is out of range: write a value from 1 to 30", *w.TimeoutSeconds)
	case len(w.AdmissionReviewVersions) == 0:
		return fmt.Errorf("admissionReviewVersions is required for admissionregistration/v1 webhooks: add admissionReviewVersions=v1")
	}
	return nil
}

// rule is the single rule a marker describes; verbs take the API's
// spelling whatever their case, "core" is the empty group.
func (c Config) rule() Rule {
	ops := make([]string, len(c.Verbs))
	for i, v := range c.Verbs {
		ops[i] = spelled(v, "CREATE", "UPDATE", "DELETE", "CONNECT", "*")
	}
	groups := slices.Clone(c.Groups)
	for i, g := range groups {
		if g == "core" {
			groups[i] = ""
		}
	}
	return Rule{Operations: ops, APIGroups: groups, APIVersions: c.Versions, Resources: c.Resources}
}

// spelled is the one of known that equals v ignoring case, else v.
func spelled(v string, known ...string) string {
	for _, k := range known {
		if strings.EqualFold(v, k) {
			return k
		}
	}
	return v
}

func ptr[T any](v T) *T { return &v }
