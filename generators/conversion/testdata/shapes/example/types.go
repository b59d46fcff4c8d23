// Package example is the internal version of the shapes corpus: the hub
// every versioned package converts to and from.
package example

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Phase is a string kind; both versions declare it alike.
type Phase string

// Labels is a named map.
type Labels map[string]string

// Same has the same memory layout in both versions: one unsafe conversion.
type Same struct {
	Name   string
	Count  int32
	Phase  Phase
	Labels Labels
	Tags   []string
	Ptr    *int64
}

// Wider widens an integer: converted field by field.
type Wider struct {
	Count int64
	Items []Item
	ByKey map[string]Item
	First *Item
	Same  Same
}

// Item differs between the versions (Weight's type).
type Item struct {
	Name   string
	Weight int64
}

// Object is a top-level kind with object metadata.
type Object struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Spec   Wider
	Status Status
}

// Status has a field only this version has; the versioned package
// converts it by hand.
type Status struct {
	Phase      Phase
	Conditions []string
	Internal   string
}

// Stamp converts by a hand-written copy-only function.
type Stamp struct {
	Seconds int64
}

// Stamped embeds a Stamp; copy-only does not stop its unsafe conversion.
type Stamped struct {
	At Stamp
}

// Secret is dropped by a hand-written function tagged drop.
type Secret struct {
	Value string
}

// Holder has a Secret.
type Holder struct {
	Name   string
	Secret Secret
}

// Blob is opaque here and a struct in the versions.
type Blob interface{}

// Skipped is left out by a tag in the versioned package.
type Skipped struct {
	A string
}

// Partial has a field the versioned package leaves out by a tag.
type Partial struct {
	Kept    string
	Ignored string
}
