package webhook

import "github.com/kubegen/kubegen/generators/manifest"

// The admissionregistration.k8s.io/v1 objects, with k8s.io/api's json names
// and omissions (see manifest.TypeMeta for why not k8s.io/api itself).

const apiVersion = "admissionregistration.k8s.io/v1"

// Rule is what a webhook matches: RuleWithOperations in the API.
type Rule struct {
	Operations  []string `json:"operations,omitempty"`
	APIGroups   []string `json:"apiGroups,omitempty"`
	APIVersions []string `json:"apiVersions,omitempty"`
	Resources   []string `json:"resources,omitempty"`
	Scope       *string  `json:"scope,omitempty"`
}

// ServiceReference is the in-cluster service a webhook is served by.
type ServiceReference struct {
	Namespace string  `json:"namespace"`
	Name      string  `json:"name"`
	Path      *string `json:"path,omitempty"`
	Port      *int32  `json:"port,omitempty"`
}

// ClientConfig is how the API server reaches the webhook.
type ClientConfig struct {
	URL     *string           `json:"url,omitempty"`
	Service *ServiceReference `json:"service,omitempty"`
	// CABundle is only ever set by a marker's patch=.
	CABundle []byte `json:"caBundle,omitempty"`
}

// LabelSelector is a namespace or object selector (set by patch= only).
type LabelSelector struct {
	MatchLabels      map[string]string `json:"matchLabels,omitempty"`
	MatchExpressions []struct {
		Key      string   `json:"key"`
		Operator string   `json:"operator"`
		Values   []string `json:"values,omitempty"`
	} `json:"matchExpressions,omitempty"`
}

// MatchCondition is a CEL condition (set by patch= only).
type MatchCondition struct {
	Name       string `json:"name"`
	Expression string `json:"expression"`
}

// Webhook is a MutatingWebhook (with ReinvocationPolicy) or a
// ValidatingWebhook (without).
type Webhook struct {
	Name                    string       `json:"name"`
	ClientConfig            ClientConfig `json:"clientConfig"`
	Rules                   []Rule       `json:"rules,omitempty"`
	FailurePolicy           *string      `json:"failurePolicy,omitempty"`
	MatchPolicy             *string      `json:"matchPolicy,omitempty"`
	SideEffects             *string      `json:"sideEffects"`
	TimeoutSeconds          *int32       `json:"timeoutSeconds,omitempty"`
	AdmissionReviewVersions []string     `json:"admissionReviewVersions"`
	ReinvocationPolicy      *string      `json:"reinvocationPolicy,omitempty"`
	// The fields below are only ever set by a marker's patch=.
	NamespaceSelector *LabelSelector   `json:"namespaceSelector,omitempty"`
	ObjectSelector    *LabelSelector   `json:"objectSelector,omitempty"`
	MatchConditions   []MatchCondition `json:"matchConditions,omitempty"`
}

// Object is a MutatingWebhookConfiguration or a
// ValidatingWebhookConfiguration.
type Object struct {
	manifest.TypeMeta
	Metadata manifest.ObjectMeta `json:"metadata"`
	Webhooks []Webhook           `json:"webhooks,omitempty"`
}
