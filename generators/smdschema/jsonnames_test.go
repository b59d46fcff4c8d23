package smdschema

import (
	"go/types"
	"testing"

	"github.com/kubegen/kubegen/internal/oddjson"
)

// TestFieldNamesAreEncodingJSONs: the fields of a struct with odd json
// tags are the keys encoding/json writes for it (a name it rejects falls
// back to the Go name; an unexported embedded struct with a name is a
// member).
func TestFieldNamesAreEncodingJSONs(t *testing.T) {
	const path = "github.com/kubegen/kubegen/internal/oddjson"
	pkgs := typedLoad(t, path)
	root := pkgs[0].Types.Scope().Lookup("Odd").(*types.TypeName)
	s, _, err := BuildSchema(pkgs, root)
	if err != nil {
		t.Fatal(err)
	}
	a, ok := s.FindNamedType(TypeName(path, "Odd"))
	if !ok || a.Map == nil {
		t.Fatal("no struct definition of Odd")
	}
	var got []string
	for _, f := range a.Map.Fields {
		got = append(got, f.Name)
	}
	if err := oddjson.Compare(got); err != nil {
		t.Error(err)
	}
}
