package schema

import (
	"go/ast"
	"go/types"
	"reflect"
	"testing"
)

// Under Reading.OpenAPIGenEnums the model lists the +enum string types of
// Config.EnumPackages with their constants, sorted by name, each with its
// value and comment; other types and untyped constants are no enums' values.
func TestOpenAPIGenEnums(t *testing.T) {
	root, cfg := check(t, `type Root struct {
	P Phase `+"`json:\"p\"`"+`
}

// Phase is a phase.
// +enum
type Phase string

// Sub is declared as Phase.
// +enum
type Sub Phase

// Plain has no tag.
type Plain string

// Count is no string.
// +enum
type Count int

const (
	// PhaseRunning runs.
	PhaseRunning Phase = "Running"
	PhaseDone Phase = "Done"
	SubOne Sub = "one"
	PlainOne Plain = "plain"
	CountOne Count = 1
	Untyped = "untyped"
)`)
	file := cfg.Markers.(docLines).file
	cfg.ObjectDocs = objectDocs{docText{cfg.Markers.(docLines)}}
	cfg.Reading = OpenAPIGenReading
	cfg.ConstDocs = func(c *types.Const) []string {
		var doc []string
		ast.Inspect(file, func(n ast.Node) bool {
			if vs, ok := n.(*ast.ValueSpec); ok && vs.Names[0].Pos() == c.Pos() {
				doc = texts(vs.Doc)
			}
			return true
		})
		return doc
	}

	m, _ := Build(cfg, []*types.TypeName{root})
	if len(m.Enums) != 0 {
		t.Errorf("without EnumPackages: enums %v, want none", m.Enums)
	}

	cfg.EnumPackages = []*types.Package{root.Pkg()}
	m, _ = Build(cfg, []*types.TypeName{root})
	got := map[string][]EnumValue{}
	for tn, e := range m.Enums {
		if e.Type != tn {
			t.Errorf("enum %s has type %s", tn.Name(), e.Type.Name())
		}
		got[tn.Name()] = e.Values
	}
	want := map[string][]EnumValue{
		"Phase": {{Name: "PhaseDone", Value: "Done"}, {Name: "PhaseRunning", Value: "Running", Doc: []string{"PhaseRunning runs."}}},
		"Sub":   {{Name: "SubOne", Value: "one"}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("enums\n got %+v\nwant %+v", got, want)
	}
}
