package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Scaler has a rule on the whole object.
// +kubebuilder:object:root=true
// +kubebuilder:validation:XValidation:rule="self.metadata.name.size() <= 40",message="name too long"
type Scaler struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec ScalerSpec `json:"spec"`
}

// ScalerSpec has rules on the type and on its fields.
// +kubebuilder:validation:XValidation:rule="self.minReplicas <= self.maxReplicas",message="minReplicas must not exceed maxReplicas",fieldPath=".minReplicas",reason="FieldValueInvalid"
// +kubebuilder:validation:XValidation:rule="has(self.mode) || !has(self.target)",messageExpression="'target needs a mode, got ' + self.target"
type ScalerSpec struct {
	MinReplicas int32 `json:"minReplicas"`
	MaxReplicas int32 `json:"maxReplicas"`

	// +kubebuilder:validation:XValidation:rule="self == oldSelf",message="mode is immutable",reason="FieldValueForbidden"
	Mode string `json:"mode,omitempty"`

	// +kubebuilder:validation:XValidation:rule="!oldSelf.hasValue() || self >= oldSelf.value()",message="target may only grow",optionalOldSelf=true
	Target string `json:"target,omitempty"`

	// +kubebuilder:validation:XValidation:rule="self.all(x, x.size() > 0)",messageExpression="'empty entry in ' + string(self.size()) + ' entries'",reason="FieldValueRequired"
	// +kubebuilder:validation:XValidation:rule="self.size() < 10"
	// +kubebuilder:validation:MaxItems=20
	Names []string `json:"names,omitempty"`

	// +kubebuilder:validation:XValidation:rule="self.port > 0",message="port must be set",fieldPath=".port",reason="FieldValueDuplicate"
	Endpoint Endpoint `json:"endpoint,omitempty"`
}

// Endpoint's own rule comes before its field's rules.
// +kubebuilder:validation:XValidation:rule="self.host != ”",message="host must be set"
type Endpoint struct {
	Host string `json:"host,omitempty"`
	Port int32  `json:"port,omitempty"`
}
