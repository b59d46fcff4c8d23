// Package v1 holds the schema-shaping markers: embedded resources,
// int-or-string, preserve-unknown-fields, schemaless, defaults.
// +groupName=special.corpus.example.com
package v1
