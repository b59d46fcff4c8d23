package crdschema

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/kubegen/kubegen/generators/markers"
	"github.com/kubegen/kubegen/generators/tags"
)

// registry holds the schema markers controller-gen v0.23.0 reads, with
// the argument types of its definitions, so that generators/markers
// parses their arguments as controller-gen does. Each marker's effect on
// a schema is in schemaMarkers (apply.go), by the same name.
var registry = func() *markers.Registry {
	reg := markers.NewRegistry()
	def := func(name string, target markers.Target, output any) {
		if _, ok := schemaMarkers[name]; !ok {
			panic("crdschema: marker " + name + " has no effect registered")
		}
		reg.MustDefine(name, target, output)
	}
	for name, output := range validationOutputs {
		def(validationPrefix+name, markers.OnTypeOrField, output)
		def(itemsPrefix+name, markers.OnTypeOrField, output)
	}
	for _, name := range []string{"kubebuilder:default", "kubebuilder:example"} {
		d, err := markers.NewValueDefinition(name, markers.OnField, anyValue{})
		if err != nil {
			panic(err)
		}
		must(reg.Register(d))
	}
	d, err := markers.NewValueDefinition("kubebuilder:title", markers.OnTypeOrField, anyValue{})
	if err != nil {
		panic(err)
	}
	must(reg.Register(d))
	for _, name := range []string{validationPrefix + "Required", validationPrefix + "Optional"} {
		def(name, markers.OnField|markers.OnPackage, struct{}{})
	}
	for _, name := range []string{"required", "optional", "k8s:optional", "k8s:required", "nullable", "k8s:immutable",
		markerSchemaless, validationPrefix + "EmbeddedResource"} {
		def(name, markers.OnField, struct{}{})
	}
	def("default", markers.OnField, kubeDefault{})
	def("k8s:maxItems", markers.OnField, k8sInt(0))
	def("k8s:minimum", markers.OnField, k8sFloat(0))
	def("k8s:maximum", markers.OnField, k8sFloat(0))
	defineK8sOnly(def)
	def("kubebuilder:pruning:PreserveUnknownFields", markers.OnTypeOrField, struct{}{})
	def("k8s:enum", markers.OnTypeOrField, struct{}{})
	def("kubebuilder:externalDocs", markers.OnTypeOrField, externalDocs{})
	for _, name := range []string{"listType", "listMapKey", "mapType", "structType", "k8s:listType", "k8s:listMapKey"} {
		def(name, markers.OnTypeOrField, "")
	}
	for _, name := range []string{"ExactlyOneOf", "AtMostOneOf", "AtLeastOneOf"} {
		def(validationPrefix+name, markers.OnType, []string(nil))
	}
	return reg
}()

func must(err error) {
	if err != nil {
		panic(err)
	}
}

// validationOutputs are the argument types of the kubebuilder:validation:
// markers that also exist as items: markers.
var validationOutputs = map[string]any{
	"Maximum": float64(0), "Minimum": float64(0), "MultipleOf": float64(0),
	"ExclusiveMaximum": false, "ExclusiveMinimum": false,
	"MaxLength": 0, "MinLength": 0, "Pattern": "",
	"MaxItems": 0, "MinItems": 0, "UniqueItems": false,
	"MaxProperties": 0, "MinProperties": 0,
	"Enum": []any(nil), "Format": "", "Type": "",
	"XPreserveUnknownFields": struct{}{}, "XEmbeddedResource": struct{}{}, "XIntOrString": struct{}{},
	"XValidation": xValidation{},
}

// anyValue is a marker taking one value of any type (+kubebuilder:default=...).
type anyValue struct{ Value any }

// xValidation are XValidation's arguments.
type xValidation struct {
	Rule              string
	Message           string `marker:",optional"`
	MessageExpression string `marker:"messageExpression,optional"`
	Reason            string `marker:"reason,optional"`
	FieldPath         string `marker:"fieldPath,optional"`
	OptionalOldSelf   *bool  `marker:"optionalOldSelf,optional"`
}

// externalDocs are +kubebuilder:externalDocs' arguments.
type externalDocs struct {
	URL         string `marker:"url"`
	Description string `marker:",optional"`
}

// kubeDefault is +default: a JSON value, or openapi-gen's ref(...), which
// gives a CRD no default.
type kubeDefault struct {
	Value any
	Ref   bool
}

func (k *kubeDefault) UnmarshalMarker(_, _, args string) error {
	if strings.HasPrefix(strings.TrimSpace(args), "ref(") {
		k.Ref = true
		return nil
	}
	if err := json.Unmarshal([]byte(args), &k.Value); err != nil {
		return fmt.Errorf("%s is not JSON (%v); quote strings: +default=\"value\"", args, err)
	}
	return nil
}

// k8sInt and k8sFloat are the declarative validation spellings of
// bounds (+k8s:maxItems=4), whose values may be followed by a # comment.
type (
	k8sInt   int
	k8sFloat float64
)

func (k *k8sInt) UnmarshalMarker(_, _, args string) error {
	v, err := strconv.Atoi(k8sValue(args))
	if err != nil {
		return fmt.Errorf("invalid value %q: write a whole number", args)
	}
	*k = k8sInt(v)
	return nil
}

func (k *k8sFloat) UnmarshalMarker(_, _, args string) error {
	v, err := strconv.ParseFloat(k8sValue(args), 64)
	if err != nil {
		return fmt.Errorf("invalid value %q: write a number", args)
	}
	*k = k8sFloat(v)
	return nil
}

// k8sValue is a +k8s: marker's value without its # comment, cut as
// validation-gen cuts it (a "#" inside quotes is the value's).
func k8sValue(args string) string { return tags.TrimComment(args) }
