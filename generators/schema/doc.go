// Package schema is the one schema model of Go API types: what their JSON
// looks like (objects with their fields, lists, maps, scalars, references
// to the definitions of named types) and what their markers say about it
// (+listType, +listMapKey, +mapType, +structType, patch strategies,
// +default, +optional/+required, unions), built once from go/types and
// the markers by Build.
//
// The model is rendering-neutral: the structured-merge-diff schema of
// apply configurations (smdschema) renders from it, and the OpenAPI
// definitions and a CRD's OpenAPI v3 schema are to be further renderings,
// not further builders. What differs between renderings (definition names,
// the fixed shapes of apimachinery's self-encoding types, how a list
// without +listType merges) is the renderer's, named in Config or left to
// it; see docs/architecture.md, "The schema model".
//
// Doubtful markers are warnings at their file and line, never errors:
// whatever openapi-gen accepts keeps working.
package schema
