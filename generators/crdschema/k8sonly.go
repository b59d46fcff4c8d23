package crdschema

import "github.com/kubegen/kubegen/generators/markers"

// k8sOnlyTags are the +k8s: declarative validation tags controller-gen
// v0.23.0 does not read but validation-gen does, written into the schema
// with their OpenAPI equivalents so that a custom resource's API server
// rejects what the type's generated Go validation rejects (the rule is in
// docs/crdschema.md, "Declarative validation tags in CRD schemas"). Each
// checks the schema's type as the kubebuilder:validation: marker of the
// same bound does, so a misplaced tag is an error at its declaration.
var k8sOnlyTags = map[string]markerDef{
	"k8s:minItems": {10, func(s *props, v any) error {
		return arrayCount("minitems", func(s *props, n int64) { s.MinItems = &n })(s, int(v.(k8sInt)))
	}},
	"k8s:minLength": {10, func(s *props, v any) error {
		return textLength("minlength", func(s *props, n int64) { s.MinLength = &n })(s, int(v.(k8sInt)))
	}},
	"k8s:maxLength": {10, func(s *props, v any) error {
		return textLength("maxlength", func(s *props, n int64) { s.MaxLength = &n })(s, int(v.(k8sInt)))
	}},
}

// defineK8sOnly registers k8sOnlyTags' markers: field tags with an
// integer value, as validation-gen reads them.
func defineK8sOnly(def func(name string, target markers.Target, output any)) {
	for name := range k8sOnlyTags {
		def(name, markers.OnField, k8sInt(0))
	}
}
