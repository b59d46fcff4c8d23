// Package crdschema renders a CustomResourceDefinition's openAPIV3Schema
// from the one schema model (generators/schema), as controller-gen
// v0.23.0's crd generator writes it: every named type inlined (no
// definitions, no $ref), a named type's description and markers merged
// with those of the field using it as controller-gen's flattener merges
// them, controller-gen's comment rule for descriptions, its known-type
// overrides (metav1.Time, resource.Quantity, intstr.IntOrString,
// runtime.RawExtension, ObjectMeta), its required rule, and its schema
// markers (+kubebuilder:validation:*, +listType and friends, +default).
//
// The model says what the Go types look like as JSON; this package reads
// go/types beside it only for what a CRD schema needs and the model does
// not keep: which named type a field was written with (controller-gen
// applies that type's own doc and markers), and a field's json options.
// See docs/crdschema.md.
package crdschema
