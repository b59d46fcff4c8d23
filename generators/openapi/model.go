package openapi

import (
	"bytes"
	"fmt"
	"go/token"
	"go/types"
	"strings"

	"github.com/kubegen/kubegen/generators/load"
	apischema "github.com/kubegen/kubegen/generators/schema"
)

// The definitions render from the schema model (generators/schema), built
// with openapi-gen's reading: fields in declaration order as openapi-gen
// lists them, its json tag rules, +k8s:openapi-gen=false fields left out,
// comments (descriptions and markers) by gengo's rule from the syntax this
// generator parsed, and gengo's formats. The model's warnings are the
// structured-merge-diff and CRD schemas' concerns, not openapi-gen's,
// which reports its own problems (errors, the API rules).

// buildModel is the model of the struct types to define.
func buildModel(u *universe, inputs []*load.Package, structs []*typ) (*apischema.Model, *modelDocs) {
	docs := &modelDocs{u: u, pos: map[*types.Var]token.Position{}}
	reading := apischema.OpenAPIGenReading
	reading.Exclude = func(doc []string) bool { return hasOpenAPIValue(doc, "false") }
	reading.Methods = u.declares
	var roots []*types.TypeName
	for _, t := range structs {
		if n, ok := t.Go.(*types.Named); ok {
			roots = append(roots, n.Obj())
		}
	}
	// Enums and their values come from the inputs only, as openapi-gen
	// reads them; a constant's comment by gengo's rule, from the syntax.
	var enumPkgs []*types.Package
	for _, p := range inputs {
		enumPkgs = append(enumPkgs, p.Types)
	}
	constDocs := func(c *types.Const) []string { return u.pkgs[pkgPath(c)].docComment(c.Pos()) }
	m, _ := apischema.Build(apischema.Config{ObjectDocs: docs, Reading: reading, Formats: apischema.OpenAPIGenFormats, SelfEncodedFields: true,
		EnumPackages: enumPkgs, ConstDocs: constDocs}, roots)
	return m, docs
}

// modelDocs finds the model's comments as the gengo view does (syntax):
// a type's in input packages only, a struct's fields' from the syntax
// declaring them. It keeps each field's position, for messages.
type modelDocs struct {
	u   *universe
	pos map[*types.Var]token.Position
}

func (d *modelDocs) TypeDocOf(tn *types.TypeName) []string {
	n, ok := tn.Type().(*types.Named)
	if !ok {
		return nil
	}
	doc, _ := syntax{d.u}.Type(n)
	return doc
}

func (d *modelDocs) FieldDocsOf(named *types.Named, st *types.Struct) [][]string {
	if named == nil {
		return nil // gengo gives an unnamed struct's fields no comments
	}
	fields, ok := syntax{d.u}.Fields(named, st)
	if !ok {
		return nil
	}
	out := make([][]string, len(fields))
	for i, f := range fields {
		out[i] = f.Doc
		d.pos[st.Field(i)] = f.Pos
	}
	return out
}

// fieldsOf are the model's fields of struct type t: its properties, in
// the order openapi-gen writes them.
func (w *writer) fieldsOf(t *typ) []apischema.Field {
	n, ok := t.Go.(*types.Named)
	if !ok {
		return nil
	}
	d := w.model.ByType[n.Obj()]
	if d == nil || d.Node.Kind != apischema.Object {
		return nil
	}
	return d.Node.Object.Fields
}

// ownerOf is the struct type declaring a field of t's model: t, or the
// embedded type an inlined field comes from, which openapi-gen's messages
// name.
func (w *writer) ownerOf(t *typ, f apischema.Field) *typ {
	if f.Owner != nil {
		return w.u.Of(f.Owner)
	}
	return t
}

// memberOf is a model field as a member, with what the property and its
// messages read: names, struct tag, comment and position (not its type:
// its value is the model's).
func (w *writer) memberOf(f apischema.Field) *member {
	return &member{Name: f.GoName, Embedded: f.Var.Embedded(), Tag: f.Tag, Doc: f.Doc, Pos: w.docs.pos[f.Var]}
}

// isTime reports time.Time, which openapi-gen writes inline as a
// date-time string.
func isTime(d *apischema.Definition) bool {
	return d.Type.Pkg() != nil && d.Type.Pkg().Path() == "time" && d.Type.Name() == "Time"
}

// value writes the schema of a value openapi-gen has one for (the model
// gives the others Field.ValueErr): its type and format (with its enum's
// values), its reference, or its items or values; an interface{} is an
// object, another interface has none.
func (w *writer) value(b *bytes.Buffer, n *apischema.Node, refs map[string]*typ) error {
	switch n.Kind {
	case apischema.Scalar:
		fmt.Fprintf(b, "Type: []string{%q},\nFormat: %q,\n", n.Scalar, n.Format)
		if e, ok := w.enumOfNode(n); ok {
			fmt.Fprintf(b, "Enum: []interface{}{%s},\n", strings.Join(e.valueStrings(), ", "))
		}
	case apischema.Ref:
		if isTime(n.Def) {
			b.WriteString("Type: []string{\"string\"},\nFormat: \"date-time\",\n")
			return nil
		}
		return w.reference(b, w.u.Of(n.Def.Type.Type()), refs)
	case apischema.Any:
		if n.EmptyInterface {
			b.WriteString("Type: []string{\"object\"},\nFormat: \"\",\n")
		}
	case apischema.Untyped:
		if n.Generic != nil {
			return w.reference(b, w.u.Of(n.Generic.Type()), refs)
		}
	case apischema.Array:
		b.WriteString("Type: []string{\"array\"},\nItems: &spec.SchemaOrArray{\nSchema: &spec.Schema{\nSchemaProps: spec.SchemaProps{\n")
		if err := w.value(b, n.Items, refs); err != nil {
			return err
		}
		b.WriteString("},\n},\n},\n")
	case apischema.Map:
		b.WriteString("Type: []string{\"object\"},\nAdditionalProperties: &spec.SchemaOrBool{\nAllows: true,\nSchema: &spec.Schema{\nSchemaProps: spec.SchemaProps{\n")
		if err := w.value(b, n.Values, refs); err != nil {
			return err
		}
		b.WriteString("},\n},\n},\n")
	}
	return nil
}

// enumOfNode is the enum a value is of: the +enum type the node writes
// inline.
func (w *writer) enumOfNode(n *apischema.Node) (*enumType, bool) {
	if n.Type == nil {
		return nil, false
	}
	e, ok := w.enums[n.Type]
	return e, ok
}

// defOf is the model's definition of a struct type to define (an empty
// one for a type the model lacks, which has no comment).
func (w *writer) defOf(t *typ) *apischema.Definition {
	if n, ok := t.Go.(*types.Named); ok {
		if d := w.model.ByType[n.Obj()]; d != nil {
			return d
		}
	}
	return &apischema.Definition{}
}

// docOf is the comment of a struct type the model defines: its
// description, markers and extensions.
func (w *writer) docOf(t *typ) []string { return w.defOf(t).Doc }

// unionsOf are the unions of a struct type the model defines, as the
// extension writes them, and what openapi-gen reports about them.
func (w *writer) unionsOf(t *typ) ([]union, []error) {
	obj := w.defOf(t).Node.Object
	if obj == nil {
		return nil, nil
	}
	var out []union
	for _, u := range obj.Unions {
		fields := map[string]string{}
		for _, m := range u.Members {
			fields[m.Field] = m.DiscriminatorValue
		}
		out = append(out, union{discriminator: u.Discriminator, fields: fields})
	}
	return out, obj.UnionErrs
}

// methodsOf are the methods that give openapi-gen t's schema or name, as
// its parser sees them: the model's for a type it defines.
func (w *writer) methodsOf(t *typ) apischema.OpenAPIMethods {
	n, ok := t.Go.(*types.Named)
	if !ok {
		return apischema.OpenAPIMethods{}
	}
	if d := w.model.ByType[n.Obj()]; d != nil {
		return d.OpenAPIMethods
	}
	return apischema.OpenAPIMethodsOf(n, w.u.declares)
}
