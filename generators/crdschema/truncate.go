package crdschema

import (
	"strings"
	"unicode"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
)

// truncateDescriptions applies crd:maxDescLen to every description of s:
// 0 drops them; a longer one is cut to max bytes, then back to its last
// sentence end (kept), else its last space (with "..."), else "..." is
// added at the cut.
func truncateDescriptions(s *apiextensionsv1.JSONSchemaProps, max int) {
	eachSchema(s, func(p *apiextensionsv1.JSONSchemaProps) {
		if max == 0 {
			p.Description = ""
			return
		}
		p.Description = truncate(p.Description, max)
	})
}

func truncate(desc string, max int) string {
	if len(desc) <= max {
		return desc
	}
	desc = desc[:max]
	if i := strings.LastIndexFunc(desc, func(r rune) bool { return unicode.Is(unicode.STerm, r) }); i > 0 {
		return desc[:i+1]
	}
	if i := strings.LastIndexFunc(desc, func(r rune) bool { return unicode.Is(unicode.White_Space, r) }); i > 0 {
		return desc[:i] + "..."
	}
	return desc + "..."
}

// eachSchema calls fn on s and every schema below it.
func eachSchema(s *apiextensionsv1.JSONSchemaProps, fn func(*apiextensionsv1.JSONSchemaProps)) {
	if s == nil {
		return
	}
	fn(s)
	for k, p := range s.Properties {
		eachSchema(&p, fn)
		s.Properties[k] = p
	}
	if s.Items != nil {
		eachSchema(s.Items.Schema, fn)
		for i := range s.Items.JSONSchemas {
			eachSchema(&s.Items.JSONSchemas[i], fn)
		}
	}
	if s.AdditionalProperties != nil {
		eachSchema(s.AdditionalProperties.Schema, fn)
	}
	if s.AdditionalItems != nil {
		eachSchema(s.AdditionalItems.Schema, fn)
	}
	for _, list := range [][]apiextensionsv1.JSONSchemaProps{s.AllOf, s.AnyOf, s.OneOf} {
		for i := range list {
			eachSchema(&list[i], fn)
		}
	}
	eachSchema(s.Not, fn)
	for k, p := range s.PatternProperties {
		eachSchema(&p, fn)
		s.PatternProperties[k] = p
	}
	for k, p := range s.Definitions {
		eachSchema(&p, fn)
		s.Definitions[k] = p
	}
	for k, d := range s.Dependencies {
		if d.Schema != nil {
			eachSchema(d.Schema, fn)
			s.Dependencies[k] = d
		}
	}
}
