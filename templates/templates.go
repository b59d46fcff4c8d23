// Package templates holds the text/template files the generators fill in, one
// per emitted file kind. They only print the model: field and method access,
// range, if/else and template calls; every name and decision is made in Go.
package templates

import "embed"

// FS holds every *.tmpl file of this directory.
//
//go:embed *.tmpl
var FS embed.FS
