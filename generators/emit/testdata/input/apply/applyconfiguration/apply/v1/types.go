// Package v1 holds apply configurations of apply.example.com/v1.
package v1

import (
	metav1 "k8s.io/client-go/applyconfigurations/meta/v1"
)

// FrobApplyConfiguration is a partial Frob for server-side apply.
type FrobApplyConfiguration struct {
	metav1.TypeMetaApplyConfiguration    `json:",inline"`
	*metav1.ObjectMetaApplyConfiguration `json:"metadata,omitempty"`
	Spec                                 *FrobSpecApplyConfiguration   `json:"spec,omitempty"`
	Status                               *FrobStatusApplyConfiguration `json:"status,omitempty"`
}

// FrobSpecApplyConfiguration is a partial FrobSpec.
type FrobSpecApplyConfiguration struct {
	Size  *int32  `json:"size,omitempty"`
	Color *string `json:"color,omitempty"`
}

// FrobStatusApplyConfiguration is a partial FrobStatus.
type FrobStatusApplyConfiguration struct {
	Ready *bool `json:"ready,omitempty"`
}

// Frob starts the apply configuration of the Frob namespace/name.
func Frob(name, namespace string) *FrobApplyConfiguration {
	b := &FrobApplyConfiguration{ObjectMetaApplyConfiguration: &metav1.ObjectMetaApplyConfiguration{}}
	b.WithName(name).WithNamespace(namespace)
	b.WithKind("Frob").WithAPIVersion("apply.example.com/v1")
	return b
}

// GetName returns the name being applied.
func (b *FrobApplyConfiguration) GetName() *string { return b.ObjectMetaApplyConfiguration.Name }

// KnobApplyConfiguration is a partial Knob for server-side apply.
type KnobApplyConfiguration struct {
	metav1.TypeMetaApplyConfiguration    `json:",inline"`
	*metav1.ObjectMetaApplyConfiguration `json:"metadata,omitempty"`
}

// GetName returns the name being applied.
func (b *KnobApplyConfiguration) GetName() *string { return b.ObjectMetaApplyConfiguration.Name }
