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

	admissionregv1 "k8s.io/api/admissionregistration/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
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
	var mutating []admissionregv1.MutatingWebhook
	var validating []admissionregv1.ValidatingWebhook
	mutName, valName := "mutating-webhook-configuration", "validating-webhook-configuration"
	for _, p := range pkgs {
		// Upstream allows one configuration of each kind per package; a
		// later package's overrides an earlier one's.
		var seenMut, seenVal bool
		for _, c := range p.Configurations {
			seen := &seenVal
			kind := "validating"
			if c.Value.Mutating {
				seen, kind = &seenMut, "mutating"
			}
			if *seen {
				return nil, fmt.Errorf("%s: a second %s +kubebuilder:webhookconfiguration (name %s) in this package: keep one per kind", c.Pos, kind, c.Value.Name)
			}
			*seen = true
			if c.Value.Name == "" {
				continue
			}
			if c.Value.Mutating {
				mutName = c.Value.Name
			} else {
				valName = c.Value.Name
			}
		}
		hooks := slices.Clone(p.Webhooks)
		slices.SortStableFunc(hooks, func(a, b Marked[Config]) int { return strings.Compare(a.Value.Name, b.Value.Name) })
		for _, h := range hooks {
			if err := h.Value.checkVersions(); err != nil {
				return nil, fmt.Errorf("%s: %w", h.Pos, err)
			}
			common, err := h.Value.common()
			if err != nil {
				return nil, fmt.Errorf("%s: %w", h.Pos, err)
			}
			if h.Value.Mutating {
				w := admissionregv1.MutatingWebhook{
					Name: common.Name, Rules: common.Rules, FailurePolicy: common.FailurePolicy,
					MatchPolicy: common.MatchPolicy, ClientConfig: common.ClientConfig,
					SideEffects: common.SideEffects, TimeoutSeconds: common.TimeoutSeconds,
					AdmissionReviewVersions: common.AdmissionReviewVersions,
					ReinvocationPolicy:      h.Value.reinvocationPolicy(),
				}
				if err := applyPatch(&w, h.Value.Patch); err != nil {
					return nil, fmt.Errorf("%s: patch: %w", h.Pos, err)
				}
				if err := check(w.SideEffects, w.TimeoutSeconds, w.AdmissionReviewVersions); err != nil {
					return nil, fmt.Errorf("%s: %w", h.Pos, err)
				}
				mutating = append(mutating, w)
				continue
			}
			w := common
			if err := applyPatch(&w, h.Value.Patch); err != nil {
				return nil, fmt.Errorf("%s: patch: %w", h.Pos, err)
			}
			if err := check(w.SideEffects, w.TimeoutSeconds, w.AdmissionReviewVersions); err != nil {
				return nil, fmt.Errorf("%s: %w", h.Pos, err)
			}
			validating = append(validating, w)
		}
	}
	var objs []any
	if len(mutating) > 0 {
		slices.SortFunc(mutating, func(a, b admissionregv1.MutatingWebhook) int { return strings.Compare(a.Name, b.Name) })
		objs = append(objs, &admissionregv1.MutatingWebhookConfiguration{
			TypeMeta:   metav1.TypeMeta{APIVersion: admissionregv1.SchemeGroupVersion.String(), Kind: "MutatingWebhookConfiguration"},
			ObjectMeta: metav1.ObjectMeta{Name: mutName},
			Webhooks:   mutating,
		})
	}
	if len(validating) > 0 {
		slices.SortFunc(validating, func(a, b admissionregv1.ValidatingWebhook) int { return strings.Compare(a.Name, b.Name) })
		objs = append(objs, &admissionregv1.ValidatingWebhookConfiguration{
			TypeMeta:   metav1.TypeMeta{APIVersion: admissionregv1.SchemeGroupVersion.String(), Kind: "ValidatingWebhookConfiguration"},
			ObjectMeta: metav1.ObjectMeta{Name: valName},
			Webhooks:   validating,
		})
	}
	return objs, nil
}

// check is what the v1 API requires of every webhook, which upstream
// checks before writing.
func check(side *admissionregv1.SideEffectClass, timeout *int32, reviews []string) error {
	if side == nil {
		return fmt.Errorf("sideEffects is required for admissionregistration/v1 webhooks: add sideEffects=None (or NoneOnDryRun)")
	}
	if *side == admissionregv1.SideEffectClassUnknown || *side == admissionregv1.SideEffectClassSome {
		return fmt.Errorf("sideEffects=%s is not allowed by admissionregistration/v1: write sideEffects=None or sideEffects=NoneOnDryRun", *side)
	}
	if timeout != nil && (*timeout < 1 || *timeout > 30) {
		return fmt.Errorf("timeoutSeconds=%d is out of range: write a value from 1 to 30", *timeout)
	}
	if len(reviews) == 0 {
		return fmt.Errorf("admissionReviewVersions is required for admissionregistration/v1 webhooks: add admissionReviewVersions=v1")
	}
	return nil
}

// checkVersions accepts only v1 in webhookVersions, the one version
// controller-gen v0.23.0 writes.
func (c Config) checkVersions() error {
	for _, v := range c.WebhookVersions {
		if v != "v1" {
			return fmt.Errorf("webhookVersions=%s is not supported: only v1 is (remove webhookVersions or write webhookVersions=v1)", v)
		}
	}
	return nil
}

// common is the webhook as a ValidatingWebhook: every field both kinds share.
func (c Config) common() (admissionregv1.ValidatingWebhook, error) {
	match, err := c.matchPolicy()
	if err != nil {
		return admissionregv1.ValidatingWebhook{}, err
	}
	client, err := c.clientConfig()
	if err != nil {
		return admissionregv1.ValidatingWebhook{}, err
	}
	return admissionregv1.ValidatingWebhook{
		Name:                    c.Name,
		Rules:                   c.rules(),
		FailurePolicy:           c.failurePolicy(),
		MatchPolicy:             match,
		ClientConfig:            client,
		SideEffects:             c.sideEffects(),
		TimeoutSeconds:          c.timeoutSeconds(),
		AdmissionReviewVersions: c.AdmissionReviewVersions,
	}, nil
}

// rules is the single rule a marker describes; verbs take the API's
// spelling whatever their case, "core" is the empty group.
func (c Config) rules() []admissionregv1.RuleWithOperations {
	ops := make([]admissionregv1.OperationType, len(c.Verbs))
	for i, v := range c.Verbs {
		ops[i] = admissionregv1.OperationType(spelled(v, string(admissionregv1.Create), string(admissionregv1.Update),
			string(admissionregv1.Delete), string(admissionregv1.Connect), string(admissionregv1.OperationAll)))
	}
	groups := slices.Clone(c.Groups)
	for i, g := range groups {
		if g == "core" {
			groups[i] = ""
		}
	}
	return []admissionregv1.RuleWithOperations{{
		Operations: ops,
		Rule:       admissionregv1.Rule{APIGroups: groups, APIVersions: c.Versions, Resources: c.Resources},
	}}
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

func (c Config) failurePolicy() *admissionregv1.FailurePolicyType {
	p := admissionregv1.FailurePolicyType(spelled(c.FailurePolicy, string(admissionregv1.Ignore), string(admissionregv1.Fail)))
	return &p
}

func (c Config) matchPolicy() (*admissionregv1.MatchPolicyType, error) {
	if c.MatchPolicy == "" {
		return nil, nil
	}
	p := admissionregv1.MatchPolicyType(spelled(c.MatchPolicy, string(admissionregv1.Exact), string(admissionregv1.Equivalent)))
	if p != admissionregv1.Exact && p != admissionregv1.Equivalent {
		return nil, fmt.Errorf("matchPolicy=%s is unknown: write matchPolicy=Exact or matchPolicy=Equivalent", c.MatchPolicy)
	}
	return &p, nil
}

// sideEffects is nil when unset or unknown (the v1 check then asks for
// it), as upstream leaves it.
func (c Config) sideEffects() *admissionregv1.SideEffectClass {
	s := admissionregv1.SideEffectClass(spelled(c.SideEffects, string(admissionregv1.SideEffectClassNone),
		string(admissionregv1.SideEffectClassNoneOnDryRun), string(admissionregv1.SideEffectClassSome)))
	switch s {
	case admissionregv1.SideEffectClassNone, admissionregv1.SideEffectClassNoneOnDryRun, admissionregv1.SideEffectClassSome:
		return &s
	}
	return nil
}

func (c Config) timeoutSeconds() *int32 {
	if c.TimeoutSeconds == 0 {
		return nil
	}
	t := int32(c.TimeoutSeconds)
	return &t
}

func (c Config) reinvocationPolicy() *admissionregv1.ReinvocationPolicyType {
	p := admissionregv1.ReinvocationPolicyType(spelled(c.ReinvocationPolicy,
		string(admissionregv1.NeverReinvocationPolicy), string(admissionregv1.IfNeededReinvocationPolicy)))
	if p != admissionregv1.NeverReinvocationPolicy && p != admissionregv1.IfNeededReinvocationPolicy {
		return nil
	}
	return &p
}

// clientConfig is the service (path, with controller-gen's default
// service webhook-service in namespace system) or the URL; exactly one of
// path and url must be given.
func (c Config) clientConfig() (admissionregv1.WebhookClientConfig, error) {
	if (c.Path == "") == (c.URL == "") {
		return admissionregv1.WebhookClientConfig{}, fmt.Errorf("give exactly one of path= (served by the webhook service) and url=")
	}
	if c.URL != "" {
		url := c.URL
		return admissionregv1.WebhookClientConfig{URL: &url}, nil
	}
	svc := &admissionregv1.ServiceReference{Name: "webhook-service", Namespace: "system", Port: c.ServicePort}
	if c.ServiceName != "" {
		svc.Name = c.ServiceName
	}
	if c.ServiceNamespace != "" {
		svc.Namespace = c.ServiceNamespace
	}
	path := c.Path
	svc.Path = &path
	return admissionregv1.WebhookClientConfig{Service: svc}, nil
}
