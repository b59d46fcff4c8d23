// Package schema is the one schema model of Go API types: what their JSON
// looks like (objects with their fields, lists, maps, scalars, references
// to the definitions of named types) and what their markers say about it
// (+listType, +listMapKey, +mapType, +structType, patch strategies,
// +default, +optional/+required, unions), built once from go/types and
// the markers by Build.
//
// The model is rendering-neutral: the structured-merge-diff schema of
// apply configurations (smdschema) and the properties of the OpenAPI
// definitions (openapi) render from it, and a CRD's OpenAPI v3 schema is
// to be a further rendering, not a further builder. What differs between
// renderings (definition names, how Go is read where upstream's tools
// differ: Config.Reading, the formats of numbers, comments, the fixed
// shapes of apimachinery's self-encoding types, how a list without
// +listType merges) is named in Config or left to the renderer; see
// docs/architecture.md, "The schema model".
//
// Doubtful markers are warnings at their file and line, never errors:
// whatever openapi-gen accepts keeps working.
package schema
