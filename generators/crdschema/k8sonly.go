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
	// validation-gen takes these on maps only; the schema's type check is
	// +kubebuilder:validation:MaxProperties', which takes any object.
	"k8s:minProperties": {10, func(s *props, v any) error {
		return objectCount("minproperties", func(s *props, n int64) { s.MinProperties = &n })(s, int(v.(k8sInt)))
	}},
	"k8s:maxProperties": {10, func(s *props, v any) error {
		return objectCount("maxproperties", func(s *props, n int64) { s.MaxProperties = &n })(s, int(v.(k8sInt)))
	}},
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
// CRD schema's format, with the same meaning (DNS label, DNS subdomain).
var serverFormats = map[string]bool{"k8s-short-name": true, "k8s-long-name": true}

// celFormats are validation-gen's formats the API server does not check
// as a schema format (it drops the names it does not know) but can check
// with a CEL rule of the same meaning: the format library's validator
// that is the very function validate uses (qualifiedName is
// content.IsLabelKey, labelValue content.IsLabelValue), or an expression
// of what validate's function checks.
var celFormats = map[string]struct{ rule, msg string }{
	"k8s-label-key":   {"!format.qualifiedName().validate(self).hasValue()", "must be a valid label key"},
	"k8s-label-value": {"!format.labelValue().validate(self).hasValue()", "must be a valid label value"},
	// A label key whose DNS subdomain prefix is not optional.
	"k8s-prefixed-label-key": {"!format.qualifiedName().validate(self).hasValue() && self.contains('/')", "must be a label key with a prefix (e.g. 'example.com/key')"},
	// A DNS subdomain whose letters may be upper case.
	"k8s-long-name-caseless": {"!format.dns1123Subdomain().validate(self.lowerAscii()).hasValue()", "must be a DNS subdomain, in upper or lower case"},
	"k8s-path-segment-name":  {"self != '.' && self != '..' && !self.contains('/') && !self.contains('%')", "must not be '.' or '..' nor contain '/' or '%'"},
	// validate.UUID: lower-case hexadecimal digits in 8-4-4-4-12 groups
	// (the library's uuid format also takes upper case and no dashes).
	"k8s-uuid": {"self.matches('^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$')", "must be a lower-case UUID (e.g. 01234567-89ab-cdef-0123-456789abcdef)"},
}

// schemaWarning is an apply function's problem that writes nothing but
// does not stop the build: a tag the schema cannot express.
type schemaWarning struct{ msg string }

func (w schemaWarning) Error() string { return w.msg }

// applyK8sFormat writes the formats the API server checks itself; the
// others are read with the parent (k8sFormatRule).
func applyK8sFormat(s *props, v any) error {
	if !textual(s) {
		return fmt.Errorf("must apply format to a textual value, found type %q", s.Type)
	}
	if f := v.(string); serverFormats[f] {
		s.Format = f
	}
	return nil
}

// k8sFormatRule is the rule of +k8s:format=f on the property p: the
// schema format when wrapped (the registry writes it unwrapped), a CEL
// rule, or a warning that the schema does not check it.
func k8sFormatRule(p *props, f string, wrapped bool) error {
	if !textual(p) {
		if !wrapped {
			return nil // the registry's error (applyK8sFormat)
		}
		return fmt.Errorf("must apply format to a textual value, found type %q", p.Type)
	}
	if serverFormats[f] {
		if wrapped {
			p.Format = f
		}
		return nil
	}
	if c, ok := celFormats[f]; ok {
		addRule(p, c.rule, c.msg)
		return nil
	}
	return schemaWarning{fmt.Sprintf("the CRD schema does not check +k8s:format=%s (the API server has no equivalent); the Go validation does", f)}
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
