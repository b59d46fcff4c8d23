// Package templates holds the text/template files the generators fill in, one
// per emitted file kind. They only print the model: field and method access,
// range, if/else and template calls; every name and decision is made in Go.
// A template names every package it refers to through its file data's
// qualifier ({{$.Q "k8s.io/client-go/rest"}}.Config), which imports it; it
// leaves the header and the import block ({{template "imports" .}}) to
// generators/render, which renders every template.
package templates

import "embed"

// FS holds every *.tmpl file of this directory.
//
//go:embed *.tmpl
var FS embed.FS
