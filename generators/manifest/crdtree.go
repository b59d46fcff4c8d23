package manifest

import (
	"encoding/base64"
	"encoding/json"
	"math"
	"strconv"
	"time"
	"unicode/utf8"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// typedTree builds, for the object types it knows, the tree document would
// read back from json.Marshal(obj): the same maps, lists, strings, bools,
// nils and json.Number texts, made straight from the typed object. For a
// large CRD, json.Marshal is the dearest step of printing: apiextensions'
// JSONSchemaPropsOrArray, OrBool and OrStringArray marshal each nested
// schema on their own, and encoding/json checks and compacts those bytes
// again at every level.
//
// ok is false for any other type and whenever the object holds something
// the builder does not reproduce with certainty (a string that is not
// UTF-8, which encoding/json rewrites; a NaN or infinite float, which it
// refuses; raw JSON our reader does not take; managed fields): the caller
// then goes through JSON, which also reports the errors. size estimates
// the JSON text's length, to size the printer's buffer.
//
// Every field of the types below is written with its json name and its
// omitempty rule as encoding/json applies them; crdtree_test.go fills
// every field of every struct reflectively and fails on one this misses.
func typedTree(obj any) (tree map[string]any, size int, ok bool) {
	crd, isCRD := obj.(*apiextensionsv1.CustomResourceDefinition)
	if !isCRD || crd == nil {
		return nil, 0, false
	}
	b := treeBuilder{ok: true}
	tree = b.crd(crd)
	return tree, b.size, b.ok
}

// treeBuilder makes the tree; ok turns false at the first thing it cannot
// make exactly.
type treeBuilder struct {
	ok   bool
	size int
}

// str is a string value or key. encoding/json writes U+FFFD for each
// byte of a string that is not UTF-8; rather than copy that, the builder
// gives up and the JSON path decides.
func (b *treeBuilder) str(s string) string {
	b.size += len(s) + 4
	if b.ok && !utf8.ValidString(s) {
		b.ok = false
	}
	return s
}

// putStr sets a string field without omitempty.
func (b *treeBuilder) putStr(m map[string]any, key, s string) { m[key] = b.str(s) }

// optStr sets a string field with omitempty: left out when empty.
func (b *treeBuilder) optStr(m map[string]any, key, s string) {
	if s != "" {
		m[key] = b.str(s)
	}
}

// optStrPtr sets a *string field with omitempty: left out when nil.
func (b *treeBuilder) optStrPtr(m map[string]any, key string, s *string) {
	if s != nil {
		m[key] = b.str(*s)
	}
}

// optBool sets a bool field with omitempty: left out when false.
func optBool(m map[string]any, key string, v bool) {
	if v {
		m[key] = true
	}
}

// optBoolPtr sets a *bool field with omitempty: left out when nil.
func optBoolPtr(m map[string]any, key string, v *bool) {
	if v != nil {
		m[key] = *v
	}
}

// optInt sets an integer field with omitempty: left out when zero.
func optInt(m map[string]any, key string, v int64) {
	if v != 0 {
		m[key] = intNumber(v)
	}
}

// optIntPtr sets an *int64 field with omitempty: left out when nil.
func optIntPtr(m map[string]any, key string, v *int64) {
	if v != nil {
		m[key] = intNumber(*v)
	}
}

func intNumber(v int64) json.Number { return json.Number(strconv.FormatInt(v, 10)) }

// strList is a []string as encoding/json writes it: null when nil, a
// list (maybe empty) otherwise.
func (b *treeBuilder) strList(l []string) any {
	if l == nil {
		return nil
	}
	out := make([]any, len(l))
	for i, s := range l {
		out[i] = b.str(s)
	}
	return out
}

// optStrList sets a []string field with omitempty: left out when empty.
func (b *treeBuilder) optStrList(m map[string]any, key string, l []string) {
	if len(l) > 0 {
		m[key] = b.strList(l)
	}
}

// float is a float64 as encoding/json writes it: the shortest text that
// reads back as the same value, in exponent form below 1e-6 and from 1e21
// up (magnitudes), the exponent without a leading zero. NaN and the
// infinities are errors there, so the JSON path takes them.
func (b *treeBuilder) float(f float64) any {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		b.ok = false
		return nil
	}
	abs := math.Abs(f)
	if abs == 0 || abs >= 1e-6 && abs < 1e21 {
		return json.Number(strconv.FormatFloat(f, 'f', -1, 64))
	}
	t := strconv.FormatFloat(f, 'e', -1, 64)
	// strconv writes at least two exponent digits ("1e-07"); JSON's
	// form pads none ("1e-7"); positive exponents here are 21 and up.
	if n := len(t); t[n-4] == 'e' && t[n-3] == '-' && t[n-2] == '0' {
		t = t[:n-2] + t[n-1:]
	}
	return json.Number(t)
}

// optFloatPtr sets a *float64 field with omitempty: left out when nil.
func (b *treeBuilder) optFloatPtr(m map[string]any, key string, v *float64) {
	if v != nil {
		m[key] = b.float(*v)
	}
}

// raw is apiextensions' JSON: its Raw bytes are the value (encoding/json
// checks and compacts them, which our reader's tree does not see), and no
// bytes are null.
func (b *treeBuilder) raw(j apiextensionsv1.JSON) any {
	if len(j.Raw) == 0 {
		return nil
	}
	b.size += len(j.Raw)
	d := jsonDecoder{s: string(j.Raw)}
	d.space()
	v, ok := d.value()
	d.space()
	if !ok || d.i != len(d.s) {
		b.ok = false
		return nil
	}
	return v
}

// time is metav1.Time's JSON: null when zero, else RFC 3339 in UTC.
func (b *treeBuilder) time(t metav1.Time) any {
	if t.IsZero() {
		return nil
	}
	return b.str(t.UTC().Format(time.RFC3339))
}

func (b *treeBuilder) crd(c *apiextensionsv1.CustomResourceDefinition) map[string]any {
	m := make(map[string]any, 5)
	b.optStr(m, "kind", c.Kind)
	b.optStr(m, "apiVersion", c.APIVersion)
	// omitempty leaves no struct out: metadata and status are always there.
	m["metadata"] = b.objectMeta(&c.ObjectMeta)
	m["spec"] = b.crdSpec(&c.Spec)
	m["status"] = b.crdStatus(&c.Status)
	return m
}

func (b *treeBuilder) objectMeta(o *metav1.ObjectMeta) map[string]any {
	m := map[string]any{}
	b.optStr(m, "name", o.Name)
	b.optStr(m, "generateName", o.GenerateName)
	b.optStr(m, "namespace", o.Namespace)
	b.optStr(m, "selfLink", o.SelfLink)
	b.optStr(m, "uid", string(o.UID))
	b.optStr(m, "resourceVersion", o.ResourceVersion)
	optInt(m, "generation", o.Generation)
	// creationTimestamp is omitzero: a zero time is left out.
	if !o.CreationTimestamp.IsZero() {
		m["creationTimestamp"] = b.time(o.CreationTimestamp)
	}
	if o.DeletionTimestamp != nil {
		m["deletionTimestamp"] = b.time(*o.DeletionTimestamp)
	}
	optIntPtr(m, "deletionGracePeriodSeconds", o.DeletionGracePeriodSeconds)
	b.optStrMap(m, "labels", o.Labels)
	b.optStrMap(m, "annotations", o.Annotations)
	if len(o.OwnerReferences) > 0 {
		m["ownerReferences"] = objects(o.OwnerReferences, b.ownerReference)
	}
	b.optStrList(m, "finalizers", o.Finalizers)
	// No generator writes managed fields; their FieldsV1 is raw JSON of
	// its own kind. The JSON path prints them.
	if len(o.ManagedFields) > 0 {
		b.ok = false
	}
	return m
}

func (b *treeBuilder) ownerReference(r *metav1.OwnerReference) map[string]any {
	m := map[string]any{}
	b.putStr(m, "apiVersion", r.APIVersion)
	b.putStr(m, "kind", r.Kind)
	b.putStr(m, "name", r.Name)
	b.putStr(m, "uid", string(r.UID))
	optBoolPtr(m, "controller", r.Controller)
	optBoolPtr(m, "blockOwnerDeletion", r.BlockOwnerDeletion)
	return m
}

// objects is a list of structs as a list of objects, each made by one.
// A nil list is null, as encoding/json writes it.
func objects[T any](l []T, one func(*T) map[string]any) any {
	if l == nil {
		return nil
	}
	out := make([]any, len(l))
	for i := range l {
		out[i] = one(&l[i])
	}
	return out
}

// optStrMap sets a map[string]string field with omitempty.
func (b *treeBuilder) optStrMap(m map[string]any, key string, in map[string]string) {
	if len(in) == 0 {
		return
	}
	out := make(map[string]any, len(in))
	for k, v := range in {
		out[b.str(k)] = b.str(v)
	}
	m[key] = out
}

func (b *treeBuilder) crdSpec(s *apiextensionsv1.CustomResourceDefinitionSpec) map[string]any {
	m := make(map[string]any, 6)
	b.putStr(m, "group", s.Group)
	m["names"] = b.crdNames(&s.Names)
	b.putStr(m, "scope", string(s.Scope))
	m["versions"] = objects(s.Versions, b.crdVersion)
	if s.Conversion != nil {
		m["conversion"] = b.conversion(s.Conversion)
	}
	optBool(m, "preserveUnknownFields", s.PreserveUnknownFields)
	return m
}

func (b *treeBuilder) crdNames(n *apiextensionsv1.CustomResourceDefinitionNames) map[string]any {
	m := make(map[string]any, 6)
	b.putStr(m, "plural", n.Plural)
	b.optStr(m, "singular", n.Singular)
	b.optStrList(m, "shortNames", n.ShortNames)
	b.putStr(m, "kind", n.Kind)
	b.optStr(m, "listKind", n.ListKind)
	b.optStrList(m, "categories", n.Categories)
	return m
}

func (b *treeBuilder) conversion(c *apiextensionsv1.CustomResourceConversion) map[string]any {
	m := map[string]any{}
	b.putStr(m, "strategy", string(c.Strategy))
	if w := c.Webhook; w != nil {
		wm := map[string]any{}
		if cc := w.ClientConfig; cc != nil {
			cm := map[string]any{}
			b.optStrPtr(cm, "url", cc.URL)
			if svc := cc.Service; svc != nil {
				sm := map[string]any{}
				b.putStr(sm, "namespace", svc.Namespace)
				b.putStr(sm, "name", svc.Name)
				b.optStrPtr(sm, "path", svc.Path)
				if svc.Port != nil {
					sm["port"] = intNumber(int64(*svc.Port))
				}
				cm["service"] = sm
			}
			// []byte is written as standard base64.
			if len(cc.CABundle) > 0 {
				cm["caBundle"] = b.str(base64.StdEncoding.EncodeToString(cc.CABundle))
			}
			wm["clientConfig"] = cm
		}
		wm["conversionReviewVersions"] = b.strList(w.ConversionReviewVersions)
		m["webhook"] = wm
	}
	return m
}

func (b *treeBuilder) crdVersion(v *apiextensionsv1.CustomResourceDefinitionVersion) map[string]any {
	m := make(map[string]any, 8)
	b.putStr(m, "name", v.Name)
	m["served"] = v.Served
	m["storage"] = v.Storage
	optBool(m, "deprecated", v.Deprecated)
	b.optStrPtr(m, "deprecationWarning", v.DeprecationWarning)
	if v.Schema != nil {
		sm := map[string]any{}
		if v.Schema.OpenAPIV3Schema != nil {
			sm["openAPIV3Schema"] = b.schema(v.Schema.OpenAPIV3Schema)
		}
		m["schema"] = sm
	}
	if sub := v.Subresources; sub != nil {
		sm := map[string]any{}
		if sub.Status != nil {
			sm["status"] = map[string]any{}
		}
		if sc := sub.Scale; sc != nil {
			scm := map[string]any{}
			b.putStr(scm, "specReplicasPath", sc.SpecReplicasPath)
			b.putStr(scm, "statusReplicasPath", sc.StatusReplicasPath)
			b.optStrPtr(scm, "labelSelectorPath", sc.LabelSelectorPath)
			sm["scale"] = scm
		}
		m["subresources"] = sm
	}
	if len(v.AdditionalPrinterColumns) > 0 {
		m["additionalPrinterColumns"] = objects(v.AdditionalPrinterColumns, b.printerColumn)
	}
	if len(v.SelectableFields) > 0 {
		m["selectableFields"] = objects(v.SelectableFields, func(f *apiextensionsv1.SelectableField) map[string]any {
			return map[string]any{"jsonPath": b.str(f.JSONPath)}
		})
	}
	return m
}

func (b *treeBuilder) printerColumn(c *apiextensionsv1.CustomResourceColumnDefinition) map[string]any {
	m := map[string]any{}
	b.putStr(m, "name", c.Name)
	b.putStr(m, "type", c.Type)
	b.optStr(m, "format", c.Format)
	b.optStr(m, "description", c.Description)
	optInt(m, "priority", int64(c.Priority))
	b.putStr(m, "jsonPath", c.JSONPath)
	return m
}

func (b *treeBuilder) crdStatus(s *apiextensionsv1.CustomResourceDefinitionStatus) map[string]any {
	m := make(map[string]any, 4)
	m["conditions"] = objects(s.Conditions, b.crdCondition)
	m["acceptedNames"] = b.crdNames(&s.AcceptedNames)
	m["storedVersions"] = b.strList(s.StoredVersions)
	optInt(m, "observedGeneration", s.ObservedGeneration)
	return m
}

func (b *treeBuilder) crdCondition(c *apiextensionsv1.CustomResourceDefinitionCondition) map[string]any {
	m := map[string]any{}
	b.putStr(m, "type", string(c.Type))
	b.putStr(m, "status", string(c.Status))
	// A struct: omitempty never leaves it out; zero is null.
	m["lastTransitionTime"] = b.time(c.LastTransitionTime)
	b.optStr(m, "reason", c.Reason)
	b.optStr(m, "message", c.Message)
	optInt(m, "observedGeneration", c.ObservedGeneration)
	return m
}

// schema is one JSONSchemaProps, nested schemas included.
func (b *treeBuilder) schema(s *apiextensionsv1.JSONSchemaProps) map[string]any {
	m := make(map[string]any, 8)
	b.optStr(m, "id", s.ID)
	b.optStr(m, "$schema", string(s.Schema))
	b.optStrPtr(m, "$ref", s.Ref)
	b.optStr(m, "description", s.Description)
	b.optStr(m, "type", s.Type)
	b.optStr(m, "format", s.Format)
	b.optStr(m, "title", s.Title)
	if s.Default != nil {
		m["default"] = b.raw(*s.Default)
	}
	b.optFloatPtr(m, "maximum", s.Maximum)
	optBool(m, "exclusiveMaximum", s.ExclusiveMaximum)
	b.optFloatPtr(m, "minimum", s.Minimum)
	optBool(m, "exclusiveMinimum", s.ExclusiveMinimum)
	optIntPtr(m, "maxLength", s.MaxLength)
	optIntPtr(m, "minLength", s.MinLength)
	b.optStr(m, "pattern", s.Pattern)
	optIntPtr(m, "maxItems", s.MaxItems)
	optIntPtr(m, "minItems", s.MinItems)
	optBool(m, "uniqueItems", s.UniqueItems)
	b.optFloatPtr(m, "multipleOf", s.MultipleOf)
	if len(s.Enum) > 0 {
		l := make([]any, len(s.Enum))
		for i, e := range s.Enum {
			l[i] = b.raw(e)
		}
		m["enum"] = l
	}
	optIntPtr(m, "maxProperties", s.MaxProperties)
	optIntPtr(m, "minProperties", s.MinProperties)
	b.optStrList(m, "required", s.Required)
	if it := s.Items; it != nil {
		// OrArray: the list when it has schemas, else the one schema
		// (null when there is none).
		switch {
		case len(it.JSONSchemas) > 0:
			m["items"] = objects(it.JSONSchemas, b.schema)
		case it.Schema != nil:
			m["items"] = b.schema(it.Schema)
		default:
			m["items"] = nil
		}
	}
	b.optSchemaList(m, "allOf", s.AllOf)
	b.optSchemaList(m, "oneOf", s.OneOf)
	b.optSchemaList(m, "anyOf", s.AnyOf)
	if s.Not != nil {
		m["not"] = b.schema(s.Not)
	}
	b.optSchemaMap(m, "properties", s.Properties)
	if s.AdditionalProperties != nil {
		m["additionalProperties"] = b.schemaOrBool(s.AdditionalProperties)
	}
	b.optSchemaMap(m, "patternProperties", s.PatternProperties)
	if len(s.Dependencies) > 0 {
		dm := make(map[string]any, len(s.Dependencies))
		for k, d := range s.Dependencies {
			// OrStringArray: the names when there are any, else the
			// schema, else null.
			var v any
			switch {
			case len(d.Property) > 0:
				v = b.strList(d.Property)
			case d.Schema != nil:
				v = b.schema(d.Schema)
			}
			dm[b.str(k)] = v
		}
		m["dependencies"] = dm
	}
	if s.AdditionalItems != nil {
		m["additionalItems"] = b.schemaOrBool(s.AdditionalItems)
	}
	b.optSchemaMap(m, "definitions", s.Definitions)
	if d := s.ExternalDocs; d != nil {
		dm := map[string]any{}
		b.optStr(dm, "description", d.Description)
		b.optStr(dm, "url", d.URL)
		m["externalDocs"] = dm
	}
	if s.Example != nil {
		m["example"] = b.raw(*s.Example)
	}
	optBool(m, "nullable", s.Nullable)
	optBoolPtr(m, "x-kubernetes-preserve-unknown-fields", s.XPreserveUnknownFields)
	optBool(m, "x-kubernetes-embedded-resource", s.XEmbeddedResource)
	optBool(m, "x-kubernetes-int-or-string", s.XIntOrString)
	b.optStrList(m, "x-kubernetes-list-map-keys", s.XListMapKeys)
	b.optStrPtr(m, "x-kubernetes-list-type", s.XListType)
	b.optStrPtr(m, "x-kubernetes-map-type", s.XMapType)
	if len(s.XValidations) > 0 {
		m["x-kubernetes-validations"] = objects(s.XValidations, b.validationRule)
	}
	b.size += 16 * len(m)
	return m
}

func (b *treeBuilder) validationRule(r *apiextensionsv1.ValidationRule) map[string]any {
	m := map[string]any{}
	b.putStr(m, "rule", r.Rule)
	b.optStr(m, "message", r.Message)
	b.optStr(m, "messageExpression", r.MessageExpression)
	if r.Reason != nil {
		m["reason"] = b.str(string(*r.Reason))
	}
	b.optStr(m, "fieldPath", r.FieldPath)
	optBoolPtr(m, "optionalOldSelf", r.OptionalOldSelf)
	return m
}

// schemaOrBool is OrBool: the schema when there is one, else the bool.
func (b *treeBuilder) schemaOrBool(s *apiextensionsv1.JSONSchemaPropsOrBool) any {
	if s.Schema != nil {
		return b.schema(s.Schema)
	}
	return s.Allows
}

// optSchemaList sets a []JSONSchemaProps field with omitempty.
func (b *treeBuilder) optSchemaList(m map[string]any, key string, l []apiextensionsv1.JSONSchemaProps) {
	if len(l) > 0 {
		m[key] = objects(l, b.schema)
	}
}

// optSchemaMap sets a map of schemas with omitempty.
func (b *treeBuilder) optSchemaMap(m map[string]any, key string, in map[string]apiextensionsv1.JSONSchemaProps) {
	if len(in) == 0 {
		return
	}
	out := make(map[string]any, len(in))
	for k, s := range in {
		out[b.str(k)] = b.schema(&s)
	}
	m[key] = out
}
