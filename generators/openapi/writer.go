package openapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/types"
	"reflect"
	"sort"
	"strings"

	"github.com/kubegen/kubegen/generators/gofile"
	apischema "github.com/kubegen/kubegen/generators/schema"
	"github.com/kubegen/kubegen/generators/tags"
)

// writer renders the definitions file. Names of other packages come from
// one qualifier, asked in the order upstream's generator names them, so
// that clashing package names resolve the same way.
type writer struct {
	u *universe
	// model is the schema model of the struct types defined, docs where
	// its comments come from.
	model *apischema.Model
	docs  *modelDocs
	im    *gofile.Imports
	enums map[*types.TypeName]*enumType
	// warn receives the problems upstream only logs.
	warn func(t *typ, format string, args ...any)
}

// raw is t as the file spells it: "pkg.Name", or "Name" in the file's own
// package.
func (w *writer) raw(t *typ) string { return w.im.Ident(t.Pkg, t.Name) }

// usesModelName reports whether t's schema is named by its OpenAPIModelName
// method: written by hand, or to be generated from a model package tag.
func (w *writer) usesModelName(t *typ) (bool, error) {
	if w.methodsOf(t).ModelName {
		return true, nil
	}
	if v, err := modelPackage(t.Doc); err != nil {
		return false, fmt.Errorf("type %v: invalid %s: %v", t, tagModelPackage, err)
	} else if v != "" {
		return true, nil
	}
	if pi := w.u.pkgs[t.Pkg]; pi != nil {
		v, err := modelPackage(pi.comments)
		if err != nil {
			return false, fmt.Errorf("package %v: invalid %s: %v", t.Pkg, tagModelPackage, err)
		}
		return v != "", nil
	}
	return false, nil
}

// definitionsFunc writes GetOpenAPIDefinitions.
func (w *writer) definitionsFunc(b *bytes.Buffer, order []*typ) error {
	c := w.im.Name(commonPkg)
	fmt.Fprintf(b, "func GetOpenAPIDefinitions(ref %s.ReferenceCallback) map[string]%s.OpenAPIDefinition {\n", c, c)
	fmt.Fprintf(b, "return map[string]%s.OpenAPIDefinition{\n", c)
	for _, t := range order {
		if t.Kind != kStruct || isPrivate(t.Name) {
			continue
		}
		mn, err := w.usesModelName(t)
		if err != nil {
			return err
		}
		if mn {
			fmt.Fprintf(b, "%s{}.OpenAPIModelName(): ", w.raw(t))
		} else {
			fmt.Fprintf(b, "%q: ", t.String())
		}
		ms := w.methodsOf(t)
		v2, v2tf, v3 := ms.Definition, ms.TypeAndFormat, ms.V3Definition
		switch {
		case v2tf:
			fmt.Fprintf(b, "%s(ref),\n", schemaFuncName(t))
		case v2 && v3:
			fmt.Fprintf(b, "common.EmbedOpenAPIDefinitionIntoV2Extension(%s{}.OpenAPIV3Definition(), %s{}.OpenAPIDefinition()),\n", w.raw(t), w.raw(t))
		case v2:
			fmt.Fprintf(b, "%s{}.OpenAPIDefinition(),\n", w.raw(t))
		case v3:
			fmt.Fprintf(b, "%s{}.OpenAPIV3Definition(),\n", w.raw(t))
		default:
			fmt.Fprintf(b, "%s(ref),\n", schemaFuncName(t))
		}
	}
	b.WriteString("}\n}\n\n")
	return nil
}

// schemaFunc writes the schema function of a struct type.
func (w *writer) schemaFunc(b *bytes.Buffer, t *typ) error {
	if t.Kind != kStruct {
		return nil
	}
	def := w.defOf(t)
	doc := def.Doc
	val, err := validation(def.K8sValidation, def.K8sValidationErr, def.K8sValidationTypeErr)
	if err != nil {
		return fmt.Errorf("failed parsing comment tags for %v: %w", t, err)
	}
	ms := w.methodsOf(t)
	v2, v2tf, v3oneOf, v3 := ms.Definition, ms.TypeAndFormat, ms.V3OneOf, ms.V3Definition
	if v2 || (v3 && !v2tf) {
		return nil // GetOpenAPIDefinitions calls the type's own method
	}
	c := w.im.Name(commonPkg)
	fmt.Fprintf(b, "func %s(ref %s.ReferenceCallback) %s.OpenAPIDefinition {\n", schemaFuncName(t), c, c)
	custom := func(typeLine string) {
		fmt.Fprintf(b, "%s.OpenAPIDefinition{\nSchema: spec.Schema{\nSchemaProps: spec.SchemaProps{\n", c)
		w.description(b, doc)
		b.WriteString(typeLine)
		fmt.Fprintf(b, "Format:%s{}.OpenAPISchemaFormat(),\n", w.raw(t))
		w.valueValidations(b, val)
		b.WriteString("},\n")
		w.structExtensions(b, t, val.extensions)
		b.WriteString("},\n")
	}
	switch {
	case v2tf && v3:
		fmt.Fprintf(b, "return common.EmbedOpenAPIDefinitionIntoV2Extension(%s{}.OpenAPIV3Definition(), ", w.raw(t))
		custom(fmt.Sprintf("Type:%s{}.OpenAPISchemaType(),\n", w.raw(t)))
		b.WriteString("})\n}\n\n")
		return nil
	case v2tf && v3oneOf:
		b.WriteString("return common.EmbedOpenAPIDefinitionIntoV2Extension(")
		custom(fmt.Sprintf("OneOf:common.GenerateOpenAPIV3OneOfSchema(%s{}.OpenAPIV3OneOfTypes()),\n", w.raw(t)))
		b.WriteString("},")
		custom(fmt.Sprintf("Type:%s{}.OpenAPISchemaType(),\n", w.raw(t)))
		b.WriteString("})\n}\n\n")
		return nil
	case v2tf:
		b.WriteString("return ")
		custom(fmt.Sprintf("Type:%s{}.OpenAPISchemaType(),\n", w.raw(t)))
		b.WriteString("}\n}\n\n")
		return nil
	case v3oneOf:
		return fmt.Errorf("type %q has v3 one of types but not v2 type or format", t.String())
	}

	fmt.Fprintf(b, "return %s.OpenAPIDefinition{\nSchema: spec.Schema{\nSchemaProps: spec.SchemaProps{\n", c)
	w.description(b, doc)
	b.WriteString("Type: []string{\"object\"},\n")
	w.valueValidations(b, val)
	refs := map[string]*typ{}
	var props bytes.Buffer
	required, err := w.members(&props, t, refs)
	if err != nil {
		return err
	}
	if props.Len() > 0 {
		fmt.Fprintf(b, "Properties: map[string]%s{\n", w.im.Ident(specPkg, "Schema"))
		b.Write(props.Bytes())
		b.WriteString("},\n")
	}
	if len(required) > 0 {
		fmt.Fprintf(b, "Required: []string{\"%s\"},\n", strings.Join(required, "\",\""))
	}
	b.WriteString("},\n")
	w.structExtensions(b, t, val.extensions)
	b.WriteString("},\n")
	var deps []string
	for _, k := range sortedKeys(refs) {
		if ts, _ := apischema.OpenAPIGenTypeFormat(refs[k].String()); ts != "" {
			continue // rendered inline (time.Time)
		}
		deps = append(deps, k)
	}
	if len(deps) > 0 {
		b.WriteString("Dependencies: []string{\n")
		for _, k := range deps {
			r := refs[k]
			mn, err := w.usesModelName(r)
			if err != nil {
				return err
			}
			if mn {
				fmt.Fprintf(b, "%s{}.OpenAPIModelName(),", w.raw(r))
			} else {
				fmt.Fprintf(b, "%q,", k)
			}
		}
		b.WriteString("},\n")
	}
	b.WriteString("}\n}\n\n")
	return nil
}

// members writes the properties of t's fields (the model's, inlined
// embedded structs included) and returns the required ones.
func (w *writer) members(b *bytes.Buffer, t *typ, refs map[string]*typ) ([]string, error) {
	var required []string
	for _, f := range w.fieldsOf(t) {
		m := w.memberOf(f)
		if f.OptionalErr != nil {
			return required, &fieldError{m: m, err: f.OptionalErr, fix: "keep one of +optional and +required"}
		}
		if !f.Optional {
			required = append(required, f.Name)
		}
		if err := w.property(b, &f, m, w.ownerOf(t, f), refs); err != nil {
			return required, &fieldError{m: m, err: err}
		}
	}
	return required, nil
}

// patchTags must agree between the struct tag and the comment.
var patchTags = []string{tags.PatchMergeKey, tags.PatchStrategy}

// property writes the property of a field: f is its model, m its names,
// tag, comment and position (memberOf).
func (w *writer) property(b *bytes.Buffer, f *apischema.Field, m *member, parent *typ, refs map[string]*typ) error {
	node := &f.Type
	j := jsonOf(m)
	name := j.Name
	val, err := validation(f.K8sValidation, f.K8sValidationErr, f.K8sValidationTypeErr)
	if err != nil {
		return err
	}
	for _, k := range patchTags {
		c, err := singleTag(m.Doc, k)
		if err != nil {
			return err
		}
		if reflect.StructTag(m.Tag).Get(k) != c {
			return fmt.Errorf("Tags in comment and struct should match for member (%s) of (%s)", m.Name, parent.String())
		}
	}
	fmt.Fprintf(b, "%q: {\n", name)
	// Upstream checks a field's extensions but logs what it finds only
	// at -v 2; neither it nor this generator rejects them.
	exts, _ := parseExtensions(m.Doc)
	w.extensions(b, exts, nil, val.extensions)
	b.WriteString("SchemaProps: spec.SchemaProps{\n")
	lines := m.Doc
	if e, ok := w.enumOfNode(node); ok {
		lines = append(append([]string(nil), lines...), e.descriptionLines()...)
	}
	w.description(b, lines)
	if j.String {
		b.WriteString("Type: []string{\"string\"},\nFormat: \"\",\n},\n},\n")
		return nil
	}
	switch {
	case f.DefaultErr != nil:
		return fmt.Errorf("failed to generate default in %v: %v: %v", parent, m.Name, f.DefaultErr)
	case f.Default != nil:
		fmt.Fprintf(b, "Default: %#v,\n", f.Default)
	case f.DefaultRef != nil:
		fmt.Fprintf(b, "Default: %s,\n", w.im.Ident(f.DefaultRef.Pkg, f.DefaultRef.Name))
	}
	w.valueValidations(b, val)
	if f.ValueErr != nil {
		return f.ValueErr
	}
	if err := w.value(b, node, refs); err != nil {
		return err
	}
	b.WriteString("},\n},\n")
	return nil
}

func (w *writer) reference(b *bytes.Buffer, t *typ, refs map[string]*typ) error {
	if t.Pkg == "" {
		// Only a named type has a definition to refer to. Upstream
		// writes the struct's Go text as the reference and a file that
		// does not build; refusing here says where and what to do.
		return fmt.Errorf("anonymous struct %s has no OpenAPI definition to refer to", t)
	}
	refs[t.String()] = t
	mn, err := w.usesModelName(t)
	if err != nil {
		return err
	}
	if mn {
		fmt.Fprintf(b, "Ref: ref(%s{}.OpenAPIModelName()),\n", w.raw(t))
	} else {
		fmt.Fprintf(b, "Ref: ref(%q),\n", t.String())
	}
	return nil
}

// description writes the comment lines as the schema's Description, by
// openapi-gen's rule (schema.Description).
func (w *writer) description(b *bytes.Buffer, lines []string) {
	if doc := apischema.Description(lines); doc != "" {
		fmt.Fprintf(b, "Description: %#v,\n", doc)
	}
}

func (w *writer) valueValidations(b *bytes.Buffer, s *schema) {
	if s == nil {
		return
	}
	f64 := func(name string, v *float64) {
		if v != nil {
			fmt.Fprintf(b, "%s: %s[float64](%v),\n", name, w.im.Ident(ptrPkg, "To"), *v)
		}
	}
	i64 := func(name string, v *int64) {
		if v != nil {
			fmt.Fprintf(b, "%s: %s[int64](%v),\n", name, w.im.Ident(ptrPkg, "To"), *v)
		}
	}
	f64("Minimum", s.minimum)
	f64("Maximum", s.maximum)
	if s.exclusiveMinimum {
		b.WriteString("ExclusiveMinimum: true,\n")
	}
	if s.exclusiveMaximum {
		b.WriteString("ExclusiveMaximum: true,\n")
	}
	i64("MinLength", s.minLength)
	i64("MaxLength", s.maxLength)
	i64("MinProperties", s.minProperties)
	i64("MaxProperties", s.maxProperties)
	if s.pattern != "" {
		p, _ := json.Marshal(s.pattern)
		fmt.Fprintf(b, "Pattern: %s,\n", p)
	}
	f64("MultipleOf", s.multipleOf)
	i64("MinItems", s.minItems)
	i64("MaxItems", s.maxItems)
	if s.uniqueItems {
		b.WriteString("UniqueItems: true,\n")
	}
	if len(s.allOf) > 0 {
		b.WriteString("AllOf: []spec.Schema{\n")
		for _, a := range s.allOf {
			b.WriteString("{\n")
			w.nestedSchema(b, a)
			b.WriteString("},\n")
		}
		b.WriteString("},\n")
	}
}

func (w *writer) nestedSchema(b *bytes.Buffer, s *schema) {
	if !s.empty() {
		b.WriteString("SchemaProps: spec.SchemaProps{\n")
		w.valueValidations(b, s)
		if len(s.properties) > 0 {
			b.WriteString("Properties: map[string]spec.Schema{\n")
			for _, k := range sortedKeys(s.properties) {
				fmt.Fprintf(b, "%#v: {\n", k)
				w.nestedSchema(b, s.properties[k])
				b.WriteString("},\n")
			}
			b.WriteString("},\n")
		}
		if s.additionalProperties != nil {
			b.WriteString("AdditionalProperties: &spec.SchemaOrBool{\nAllows: true,\nSchema: &spec.Schema{\n")
			w.nestedSchema(b, s.additionalProperties)
			b.WriteString("},\n},\n")
		}
		if s.items != nil {
			b.WriteString("Items: &spec.SchemaOrArray{\nSchema: &spec.Schema{\n")
			w.nestedSchema(b, s.items)
			b.WriteString("},\n},\n")
		}
		b.WriteString("},\n")
	}
	if len(s.extensions) > 0 {
		b.WriteString("VendorExtensible: spec.VendorExtensible{\nExtensions: spec.Extensions{\n")
		for _, k := range sortedKeys(s.extensions) {
			fmt.Fprintf(b, "%#v: %#v,\n", k, s.extensions[k])
		}
		b.WriteString("},\n},\n")
	}
}

func (w *writer) structExtensions(b *bytes.Buffer, t *typ, other map[string]any) {
	exts, errs := parseExtensions(w.docOf(t))
	unions, uerrs := w.unionsOf(t)
	for _, e := range append(errs, uerrs...) {
		w.warn(t, "%v", e)
	}
	w.extensions(b, exts, unions, other)
}

func (w *writer) extensions(b *bytes.Buffer, exts []extension, unions []union, other map[string]any) {
	if len(exts) == 0 && len(unions) == 0 && len(other) == 0 {
		return
	}
	b.WriteString("VendorExtensible: spec.VendorExtensible{\nExtensions: spec.Extensions{\n")
	for _, e := range exts {
		fmt.Fprintf(b, "%q: ", e.xName)
		if e.array() {
			b.WriteString("[]interface{}{\n")
		}
		for _, v := range e.values {
			fmt.Fprintf(b, "\"%s\",\n", v)
		}
		if e.array() {
			b.WriteString("},\n")
		}
	}
	if len(unions) > 0 {
		b.WriteString("\"x-kubernetes-unions\": []interface{}{\n")
		for _, u := range unions {
			b.WriteString("map[string]interface{}{\n")
			if u.discriminator != "" {
				fmt.Fprintf(b, "\"discriminator\": \"%s\",\n", u.discriminator)
			}
			b.WriteString("\"fields-to-discriminateBy\": map[string]interface{}{\n")
			for _, k := range sortedKeys(u.fields) {
				fmt.Fprintf(b, "\"%s\": \"%s\",\n", k, u.fields[k])
			}
			b.WriteString("},\n},\n")
		}
		b.WriteString("},\n")
	}
	keys := make([]string, 0, len(other))
	for k := range other {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Fprintf(b, "%#v: %#v,\n", k, other[k])
	}
	b.WriteString("},\n},\n")
}

// fieldError is an input error of one field, with the fix when one is
// known.
type fieldError struct {
	m   *member
	err error
	fix string
}

func (e *fieldError) Error() string {
	if e.fix == "" {
		return e.err.Error()
	}
	return e.err.Error() + "; " + e.fix
}

// fixFor suggests the fix of the errors upstream reports without one.
func fixFor(msg string) string {
	switch {
	case strings.Contains(msg, "not sure how to enforce default"):
		// Every required field gets a zero default, so this is not
		// about a +default tag: the field's kind has no schema at all.
		return "OpenAPI has no schema for a type parameter, channel or function: exclude the field with json:\"-\" or +k8s:openapi-gen=false, or its type with +k8s:openapi-gen=false"
	case strings.Contains(msg, "default"):
		return "make +default a JSON value of the field's type (or ref(<pkg>.<Name>)), or remove it"
	case strings.Contains(msg, "marker comment"):
		return "fix or remove the +k8s:validation marker"
	case strings.Contains(msg, "anonymous struct"):
		return "declare a named struct type for the field, or exclude it with +k8s:openapi-gen=false"
	case strings.Contains(msg, "non-string keys"):
		return "use string map keys, or exclude the field with +k8s:openapi-gen=false"
	case strings.Contains(msg, "Tags in comment and struct should match"):
		return "give +patchMergeKey/+patchStrategy the same values as the struct tags"
	case strings.Contains(msg, "cannot generate spec"), strings.Contains(msg, "not supported"), strings.Contains(msg, "getOpenAPITypeFormat"):
		return "exclude the field with +k8s:openapi-gen=false or json:\"-\""
	}
	return ""
}
