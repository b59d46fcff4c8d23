package crdschema

import (
	"fmt"
	"maps"

	"github.com/kubegen/kubegen/generators/markers"
)

// k8sOnlyTags are the +k8s: declarative validation tags controller-gen
// v0.23.0 does not read but validation-gen does, written into the schema
// with their OpenAPI equivalents so that a custom resource's API server
// rejects what the type's generated Go validation rejects (the rule is in
// docs/crdschema.md, "Declarative validation tags in CRD schemas"). Each
// checks the schema's type as the kubebuilder:validation: marker of the
// same bound does, so a misplaced tag is an error at its declaration.
var k8sOnlyTags = withRuleTags(map[string]markerDef{
	"k8s:minItems": {10, func(s *props, v any) error {
		return arrayCount("minitems", func(s *props, n int64) { s.MinItems = &n })(s, int(v.(k8sInt)))
	}},
	"k8s:minLength": {10, func(s *props, v any) error {
		return textLength("minlength", func(s *props, n int64) { s.MinLength = &n })(s, int(v.(k8sInt)))
	}},
	"k8s:maxLength": {10, func(s *props, v any) error {
		return textLength("maxlength", func(s *props, n int64) { s.MaxLength = &n })(s, int(v.(k8sInt)))
	}},
	"k8s:format": {10, applyK8sFormat},
})

// withRuleTags adds to tags those written as CEL (k8srules.go); the ones
// read with the parent do nothing to the field's own schema.
func withRuleTags(tags map[string]markerDef) map[string]markerDef {
	maps.Copy(tags, k8sRuleTags)
	for _, name := range onParent {
		tags[name] = markerDef{10, func(*props, any) error { return nil }}
	}
	return tags
}

// serverFormats are validation-gen's formats an API server checks as a
// CRD schema's format, with the same meaning (DNS label, DNS subdomain);
// it drops formats it does not know, so the others are not written.
var serverFormats = map[string]bool{"k8s-short-name": true, "k8s-long-name": true}

func applyK8sFormat(s *props, v any) error {
	if !textual(s) {
		return fmt.Errorf("must apply format to a textual value, found type %q", s.Type)
	}
	if f := v.(string); serverFormats[f] {
		s.Format = f
	}
	return nil
}

// defineK8sOnly registers k8sOnlyTags' markers: field tags with an
// integer value, or the format's name, as validation-gen reads them.
func defineK8sOnly(def func(name string, target markers.Target, output any)) {
	for name := range k8sOnlyTags {
		if _, cel := k8sRuleTags[name]; cel || isParentTag(name) {
			def(name, markers.OnField, k8sArgs{})
		} else if name != "k8s:format" {
			def(name, markers.OnField, k8sInt(0))
		}
	}
	def("k8s:format", markers.OnField, "")
}
