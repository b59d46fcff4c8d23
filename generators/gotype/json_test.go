package gotype

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"
)

// view is a JSON view in one line, for tables: "skip", or the name
// (quoted) followed by what is set.
func view(j JSON) string {
	if j.Skip {
		return "skip"
	}
	parts := []string{`"` + j.Name + `"`}
	for _, f := range []struct {
		on   bool
		word string
	}{{j.Named, "named"}, {j.Inline, "inline"}, {j.OmitEmpty, "omitempty"}, {j.OmitZero, "omitzero"}, {j.String, "string"}} {
		if f.on {
			parts = append(parts, f.word)
		}
	}
	return strings.Join(parts, " ")
}

// TestJSONRules reads odd and ordinary tags under each preset; the
// expectations are upstream's (encoding/json's typeFields, openapi-gen's
// getReferableName/shouldInlineMembers/hasOmitemptyTag,
// applyconfiguration-gen's lookupJSONTags, conversion-gen's url.Values
// conversion).
func TestJSONRules(t *testing.T) {
	field := func(name, tag string) StructField { return StructField{Name: name, Tag: tag} }
	embed := func(name, tag string) StructField {
		return StructField{Name: name, Tag: tag, Embedded: true, EmbedsStruct: true}
	}
	embedScalar := func(name, tag string) StructField { return StructField{Name: name, Tag: tag, Embedded: true} }
	type want struct{ encodingJSON, openAPI, applyConfig, conversion string }
	for _, c := range []struct {
		what string
		f    StructField
		want want
	}{
		{"no struct tag", field("Spec", ""),
			want{`"Spec"`, `"Spec"`, "skip", "skip"}},
		{"other keys only", field("Spec", `protobuf:"bytes,1,opt,name=spec"`),
			want{`"Spec"`, `"Spec"`, "skip", "skip"}},
		{"empty json tag", field("Spec", `json:""`),
			want{`"Spec"`, `"Spec"`, `"Spec"`, "skip"}},
		{"dash", field("Spec", `json:"-"`),
			want{"skip", "skip", "skip", `"-" named`}},
		{"dash comma: the name -", field("Spec", `json:"-,"`),
			want{`"-" named`, "skip", `"-" named`, `"-" named`}},
		{"dash with an option", field("Spec", `json:"-,omitempty"`),
			want{`"-" named omitempty`, "skip", `"-" named omitempty`, `"-" named omitempty`}},
		{"options only", field("Spec", `json:",omitempty"`),
			want{`"Spec" omitempty`, "skip", `"Spec" omitempty`, "skip"}},
		{"name and options", field("Spec", `json:"spec,omitempty,omitzero"`),
			want{`"spec" named omitempty omitzero`, `"spec" named omitempty omitzero`, `"spec" named omitempty omitzero`, `"spec" named omitempty omitzero`}},
		{"omitzero alone", field("Count", `json:"count,omitzero"`),
			want{`"count" named omitzero`, `"count" named omitzero`, `"count" named omitzero`, `"count" named omitzero`}},
		{"a name spelled omitempty is no option", field("X", `json:"omitempty"`),
			want{`"omitempty" named`, `"omitempty" named`, `"omitempty" named`, `"omitempty" named`}},
		{"options spelled otherwise are none", field("X", `json:"x,OmitEmpty, omitempty"`),
			want{`"x" named`, `"x" named`, `"x" named`, `"x" named`}},
		{",string first", field("Port", `json:"port,string"`),
			want{`"port" named string`, `"port" named string`, `"port" named string`, `"port" named string`}},
		{",string after another option", field("Port", `json:"port,omitempty,string"`),
			want{`"port" named omitempty string`, `"port" named omitempty`, `"port" named omitempty string`, `"port" named omitempty string`}},
		{"a name encoding/json rejects", field("Note", `json:"it's"`),
			want{`"Note"`, `"it's" named`, `"it's" named`, `"it's" named`}},
		{"a name with allowed punctuation and letters", field("Note", `json:"a-b.c_dé"`),
			want{`"a-b.c_dé" named`, `"a-b.c_dé" named`, `"a-b.c_dé" named`, `"a-b.c_dé" named`}},
		{"embedded struct, inline", embed("TypeMeta", `json:",inline"`),
			want{`"TypeMeta" inline`, `"" inline`, `"TypeMeta" inline`, "skip"}},
		{"embedded struct, empty tag", embed("TypeMeta", `json:""`),
			want{`"TypeMeta" inline`, `"TypeMeta" inline`, `"TypeMeta" inline`, "skip"}},
		{"embedded struct, no tag", embed("ObjectMeta", ""),
			want{`"ObjectMeta" inline`, `"ObjectMeta"`, "skip", "skip"}},
		{"embedded struct, named", embed("ObjectMeta", `json:"metadata,omitempty"`),
			want{`"metadata" named omitempty`, `"metadata" named omitempty`, `"metadata" named omitempty`, `"metadata" named omitempty`}},
		{"embedded struct, dash", embed("ObjectMeta", `json:"-"`),
			want{"skip", "skip", "skip", `"-" named`}},
		{"embedded non-struct, inline", embedScalar("Phase", `json:",inline"`),
			want{`"Phase"`, `"" inline`, `"Phase" inline`, "skip"}},
		{"embedded non-struct, no tag", embedScalar("Phase", ""),
			want{`"Phase"`, `"Phase"`, "skip", "skip"}},
		{"unexported embedded struct", embed("inner", ""),
			want{`"inner" inline`, `"inner"`, "skip", "skip"}},
		{"unexported embedded struct, named", embed("inner", `json:"in"`),
			want{`"in" named`, `"in" named`, `"in" named`, `"in" named`}},
		{"unexported embedded non-struct", embedScalar("phase", `json:",inline"`),
			want{"skip", `"" inline`, `"phase" inline`, "skip"}},
		{"unexported field", field("count", `json:"count"`),
			want{"skip", `"count" named`, `"count" named`, `"count" named`}},
	} {
		for _, r := range []struct {
			name  string
			rules JSONRules
			want  string
		}{
			{"EncodingJSON", EncodingJSON, c.want.encodingJSON},
			{"OpenAPIGen", OpenAPIGen, c.want.openAPI},
			{"ApplyConfigGen", ApplyConfigGen, c.want.applyConfig},
			{"ConversionGen", ConversionGen, c.want.conversion},
		} {
			if got := view(r.rules.Of(c.f)); got != r.want {
				t.Errorf("%s (%s `%s`) under %s: got %s, want %s", c.what, c.f.Name, c.f.Tag, r.name, got, r.want)
			}
		}
	}
}

// TestControllerGenJSONRules reads tags as controller-gen's CRD schema
// does (structToSchema): the tag alone decides inlining, for any field;
// unexported fields and names encoding/json rejects count; ",string" means
// nothing; a field without a json key is left to the caller (an error).
func TestControllerGenJSONRules(t *testing.T) {
	field := func(name, tag string) StructField { return StructField{Name: name, Tag: tag} }
	embed := func(name, tag string) StructField {
		return StructField{Name: name, Tag: tag, Embedded: true, EmbedsStruct: true}
	}
	for _, c := range []struct {
		f    StructField
		want string
	}{
		{field("Spec", ""), "skip"},
		{field("Spec", `json:"-"`), "skip"},
		{field("Spec", `json:"-,"`), `"-" named`},
		{field("Spec", `json:""`), `"" inline`},
		{field("Spec", `json:",omitempty"`), `"" inline omitempty`},
		{field("Spec", `json:"spec,inline"`), `"spec" named inline`},
		{field("Spec", `json:"spec,omitempty,omitzero"`), `"spec" named omitempty omitzero`},
		{field("Port", `json:"port,string"`), `"port" named`},
		{field("Note", `json:"it's"`), `"it's" named`},
		{field("count", `json:"count"`), `"count" named`},
		{embed("TypeMeta", `json:",inline"`), `"" inline`},
		{embed("ObjectMeta", `json:"metadata,omitempty"`), `"metadata" named omitempty`},
		{embed("ObjectMeta", ""), "skip"},
		{StructField{Name: "Phase", Tag: `json:",inline"`, Embedded: true}, `"" inline`},
	} {
		if got := view(ControllerGen.Of(c.f)); got != c.want {
			t.Errorf("%s `%s` (embedded %v): got %s, want %s", c.f.Name, c.f.Tag, c.f.Embedded, got, c.want)
		}
	}
}

func TestParseJSONTag(t *testing.T) {
	for _, c := range []struct {
		tag     string
		present bool
		name    string
		options []string
	}{
		{"", false, "", nil},
		{`json:""`, true, "", nil},
		{`json:"a"`, true, "a", nil},
		{`json:"a,"`, true, "a", []string{""}},
		{`json:",inline"`, true, "", []string{"inline"}},
		{`protobuf:"x" json:"b,omitempty,omitzero"`, true, "b", []string{"omitempty", "omitzero"}},
	} {
		got := ParseJSONTag(c.tag)
		if got.Present != c.present || got.Name != c.name || strings.Join(got.Options, "|") != strings.Join(c.options, "|") || (got.Options == nil) != (c.options == nil) {
			t.Errorf("ParseJSONTag(%q) = %+v, want present %v, name %q, options %q", c.tag, got, c.present, c.name, c.options)
		}
	}
}

// TestFieldOf: an embedded struct counts through a pointer and an alias;
// a named non-struct does not.
func TestFieldOf(t *testing.T) {
	const src = `package p
type Inner struct{ A int }
type Alias = Inner
type Str string
type inner struct{ B int }
type T struct {
	Inner
	*Alias ` + "`json:\",inline\"`" + `
	Str
	inner
	Field Inner
}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := (&types.Config{}).Check("p", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	st := pkg.Scope().Lookup("T").Type().Underlying().(*types.Struct)
	want := []StructField{
		{Name: "Inner", Embedded: true, EmbedsStruct: true},
		{Name: "Alias", Tag: `json:",inline"`, Embedded: true, EmbedsStruct: true},
		{Name: "Str", Embedded: true},
		{Name: "inner", Embedded: true, EmbedsStruct: true},
		{Name: "Field", EmbedsStruct: true},
	}
	for i := range st.NumFields() {
		if got := FieldOf(st.Field(i), st.Tag(i)); got != want[i] {
			t.Errorf("field %d: got %+v, want %+v", i, got, want[i])
		}
	}
	// The embedded pointer is inlined by encoding/json's rules.
	if got := view(EncodingJSON.Of(FieldOf(st.Field(1), st.Tag(1)))); got != `"Alias" inline` {
		t.Errorf("embedded *Alias under EncodingJSON: got %s", got)
	}
}
