// Package smdschema builds the structured-merge-diff type schema of Go API
// types, the schema server-side apply and field management read, from the
// types themselves: what applyconfiguration-gen embeds in the generated
// internal.go, which upstream can only derive from an OpenAPI document
// (without --openapi-schema it embeds an empty schema, and a fake
// NewClientset cannot apply CRD kinds: kubernetes/kubernetes#126850).
//
// The result is the schema kube-openapi's schemaconv would make of the
// OpenAPI definitions openapi-gen would write for the same types, so that
// client-go's own schema is the reference: on all kinds of k8s.io/api
// every definition Build writes equals client-go's (see
// TestAgreesWithClientGoOnAllOfAPI). The types and markers are read once,
// into package schema's model, which this package renders; in particular:
//
//   - Names are TypeName's, the scheme's OpenAPI definition names.
//   - Struct types are definitions; fields of a named struct refer to
//     them. Named slices, maps and scalars are written inline.
//   - Fields follow encoding/json: json tag names, "-" skipped, unnamed
//     embedded structs promoted, ",string" a string, []byte a string.
//   - Lists: +listType=atomic|set|map (+listMapKey, several allowed) first;
//     without it, +patchStrategy=merge makes a map keyed by +patchMergeKey
//     (a set without one); otherwise a list is atomic. Atomic by default is
//     also what the API server does for a CRD's structural schema, so the
//     fake and a real server agree on CRDs. Markers on the declaration of
//     a named slice type apply where the field has none (openapi-gen
//     reads the field's only; controller-gen, which writes most CRD
//     schemas, reads both). The declarative-validation spelling
//     +k8s:listType/+k8s:listMapKey is read when the plain one is absent.
//   - Maps and structs are granular unless +mapType / +structType say
//     atomic, on the field or (structs) on the type.
//   - +union, +unionDiscriminator and +unionDeprecated give unions.
//   - Defaults are openapi-gen's: +default, else the zero value of a
//     non-omitempty scalar and {} for a struct; the field manager reads
//     them for list-map keys an item leaves out. +optional and +required
//     do not shape the schema (it has no required fields); they only decide
//     whether a list-map key is required, which a CRD schema demands (or a
//     default), and a key that is neither is warned about.
//   - apimachinery types that encode themselves (Time, MicroTime,
//     Duration, Quantity, IntOrString, FieldsV1, RawExtension, and
//     apiextensions' JSON) have fixed definitions (wellknown.go); any
//     other type with its own MarshalJSON/UnmarshalJSON is an untyped
//     atomic value, with a warning.
//
// Markers of types from other packages are read from their source: export
// data keeps each declaration's file and line, and those files are parsed
// once each (see sources). Doubtful markers are warnings at their file and
// line, never errors.
package smdschema
