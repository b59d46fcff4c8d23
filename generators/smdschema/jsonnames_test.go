package smdschema

import (
	"encoding/json"
	"go/types"
	"slices"
	"testing"

	"github.com/kubegen/kubegen/generators/smdschema/internal/jsonnames"
)

const jsonNamesPkg = "github.com/kubegen/kubegen/generators/smdschema/internal/jsonnames"

// TestFieldNamesAreEncodingJSONs: the fields of a struct with odd json
// tags are the keys encoding/json writes for it (a name it rejects falls
// back to the Go name; an unexported embedded struct with a name is a
// member).
func TestFieldNamesAreEncodingJSONs(t *testing.T) {
	pkgs := typedLoad(t, jsonNamesPkg)
	root := pkgs[0].Types.Scope().Lookup("Odd").(*types.TypeName)
	s, _, err := BuildSchema(pkgs, root)
	if err != nil {
		t.Fatal(err)
	}
	a, ok := s.FindNamedType(TypeName(jsonNamesPkg, "Odd"))
	if !ok || a.Map == nil {
		t.Fatal("no struct definition of Odd")
	}
	var got []string
	for _, f := range a.Map.Fields {
		got = append(got, f.Name)
	}
	b, err := json.Marshal(jsonnames.Odd{NoName: "set, as omitempty leaves out an empty one"})
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	var want []string
	for k := range m {
		want = append(want, k)
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("schema fields %q, encoding/json writes %q", got, want)
	}
}
