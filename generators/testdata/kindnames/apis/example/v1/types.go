package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Scheme is a kind named like a package or a variable its client uses.
//
// +genclient
type Scheme struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// SchemeList is a list of Scheme objects.
type SchemeList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Scheme `json:"items"`
}

// Watch is a kind named like a package or a variable its client uses.
//
// +genclient
type Watch struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// WatchList is a list of Watch objects.
type WatchList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Watch `json:"items"`
}

// Context is a kind named like a package or a variable its client uses.
//
// +genclient
type Context struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// ContextList is a list of Context objects.
type ContextList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Context `json:"items"`
}

// Types is a kind named like a package or a variable its client uses.
//
// +genclient
type Types struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// TypesList is a list of Types objects.
type TypesList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Types `json:"items"`
}

// Gentype is a kind named like a package or a variable its client uses.
//
// +genclient
type Gentype struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// GentypeList is a list of Gentype objects.
type GentypeList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Gentype `json:"items"`
}

// Testing is a kind named like a package or a variable its client uses.
//
// +genclient
type Testing struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// TestingList is a list of Testing objects.
type TestingList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Testing `json:"items"`
}

// Rest is a kind named like a package or a variable its client uses.
//
// +genclient
type Rest struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// RestList is a list of Rest objects.
type RestList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Rest `json:"items"`
}

// Cache is a kind named like a package or a variable its client uses.
//
// +genclient
type Cache struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// CacheList is a list of Cache objects.
type CacheList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Cache `json:"items"`
}

// Labels is a kind named like a package or a variable its client uses.
//
// +genclient
type Labels struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// LabelsList is a list of Labels objects.
type LabelsList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Labels `json:"items"`
}

// Runtime is a kind named like a package or a variable its client uses.
//
// +genclient
type Runtime struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// RuntimeList is a list of Runtime objects.
type RuntimeList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Runtime `json:"items"`
}

// Schema is a kind named like a package or a variable its client uses.
//
// +genclient
type Schema struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// SchemaList is a list of Schema objects.
type SchemaList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Schema `json:"items"`
}

// Time is a kind named like a package or a variable its client uses.
//
// +genclient
type Time struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// TimeList is a list of Time objects.
type TimeList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Time `json:"items"`
}

// Fake is a kind named like a package or a variable its client uses.
//
// +genclient
type Fake struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// FakeList is a list of Fake objects.
type FakeList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Fake `json:"items"`
}

// Informers is a kind named like a package or a variable its client uses.
//
// +genclient
type Informers struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// InformersList is a list of Informers objects.
type InformersList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Informers `json:"items"`
}

// Errors is a kind named like a package or a variable its client uses.
//
// +genclient
type Errors struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// ErrorsList is a list of Errors objects.
type ErrorsList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Errors `json:"items"`
}

// Fmt is a kind named like a package or a variable its client uses.
//
// +genclient
type Fmt struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// FmtList is a list of Fmt objects.
type FmtList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Fmt `json:"items"`
}

// Sync is a kind named like a package or a variable its client uses.
//
// +genclient
type Sync struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// SyncList is a list of Sync objects.
type SyncList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Sync `json:"items"`
}

// Client is a kind named like a package or a variable its client uses.
//
// +genclient
type Client struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// ClientList is a list of Client objects.
type ClientList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Client `json:"items"`
}

// Lister is a kind named like a package or a variable its client uses.
//
// +genclient
type Lister struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// ListerList is a list of Lister objects.
type ListerList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Lister `json:"items"`
}

// Informer is a kind named like a package or a variable its client uses.
//
// +genclient
type Informer struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// InformerList is a list of Informer objects.
type InformerList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Informer `json:"items"`
}

// Factory is a kind named like a package or a variable its client uses.
//
// +genclient
type Factory struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// FactoryList is a list of Factory objects.
type FactoryList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Factory `json:"items"`
}
