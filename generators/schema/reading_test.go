package schema

import (
	"go/types"
	"slices"
	"strings"
	"testing"
)

// openapi-gen's reading: declaration order with embedded fields in place
// and duplicates kept, its json tag rules, +k8s:openapi-gen=false (by
// Exclude) and markers from the comment lines Docs finds.
func TestOpenAPIGenReading(t *testing.T) {
	src := `type Root struct {
	Z string ` + "`json:\"z\"`" + `
	Inner ` + "`json:\",inline\"`" + `
	// +k8s:openapi-gen=false
	Hidden string ` + "`json:\"hidden\"`" + `
	NoName string ` + "`json:\",omitempty\"`" + `
	Dash string ` + "`json:\"-,\"`" + `
	// +optional
	A string ` + "`json:\"a\"`" + `
	Untagged Inner
}

type Inner struct {
	// Doubled is also the outer z.
	Z string ` + "`json:\"z\"`" + `
	B int32 ` + "`json:\"b\"`" + `
}`
	root, cfg := check(t, src)
	cfg.Docs = docText{cfg.Markers.(docLines)}
	m, _ := Build(cfg, []*types.TypeName{root})
	if got, want := names(m, root), "- NoName=optional Untagged a=optional b hidden z"; got != want {
		t.Errorf("encoding/json's reading: %s, want %s", got, want)
	}
	cfg.Reading = OpenAPIGenReading
	cfg.Reading.Exclude = func(doc []string) bool { return slices.Contains(doc, "+k8s:openapi-gen=false") }
	cfg.Markers = nil // MarkersInDocs: the builder must not ask
	m, _ = Build(cfg, []*types.TypeName{root})
	if got, want := names(m, root), "z z=\"Doubled is also the outer z.\" b a=optional Untagged"; got != want {
		t.Errorf("openapi-gen's reading: %s, want %s", got, want)
	}
	var owners []string
	for _, f := range m.ByType[root].Node.Object.Fields {
		owners = append(owners, f.Owner.Obj().Name())
	}
	if got, want := strings.Join(owners, " "), "Root Inner Inner Root Root"; got != want {
		t.Errorf("owners %s, want %s", got, want)
	}
}

// names lists an object's fields in model order: the JSON name, "=optional"
// for optional ones and the description where there is one.
func names(m *Model, tn *types.TypeName) string {
	var out []string
	for _, f := range m.ByType[tn].Node.Object.Fields {
		s := f.Name
		if f.Optional {
			s += "=optional"
		}
		if d := Description(f.Doc); d != "" {
			s += "=\"" + d + "\""
		}
		out = append(out, s)
	}
	return strings.Join(out, " ")
}

// openapi-gen's reading of values: []uint8 is a list of integers (only
// []byte is base64), maps need string keys, and a named scalar written
// inline keeps its name (for enums).
func TestOpenAPIGenValues(t *testing.T) {
	src := `type Root struct {
	Bytes []byte ` + "`json:\"bytes\"`" + `
	Uint8s []uint8 ` + "`json:\"uint8s\"`" + `
	IntKeys map[int]string ` + "`json:\"intKeys\"`" + `
	Named Phase ` + "`json:\"named\"`" + `
}

type Phase string`
	root, cfg := check(t, src)
	m, _ := Build(cfg, []*types.TypeName{root})
	if got, want := describe(m.ByType[root].Node), `{bytes:string/byte intKeys:map[string] named:string="" uint8s:string/byte}`; got != want {
		t.Errorf("encoding/json's reading:\n got %s\nwant %s", got, want)
	}
	cfg.Reading = OpenAPIGenReading
	cfg.Formats = OpenAPIGenFormats
	m, warns := Build(cfg, []*types.TypeName{root})
	if got, want := describe(m.ByType[root].Node), `{bytes:string/byte uint8s:[]integer/byte intKeys:untyped named:string=""}`; got != want {
		t.Errorf("openapi-gen's reading:\n got %s\nwant %s", got, want)
	}
	checkWarnings(t, warns, []string{"5: p.Root.IntKeys: a map with int keys has no schema"})
	named := m.ByType[root].Node.Object.Fields[3].Type
	if named.Type == nil || named.Type.Name() != "Phase" {
		t.Errorf("named's node inlines %v, want Phase", named.Type)
	}
}
