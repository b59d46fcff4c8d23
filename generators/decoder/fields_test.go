package decoder

import (
	"go/types"
	"testing"

	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/internal/oddjson"
)

// TestJSONFieldsAreEncodingJSONs: the decoder's members of a struct with
// odd json tags are the keys encoding/json writes for it (a name
// encoding/json rejects, such as one with a quote or a bullet, falls back
// to the Go name).
func TestJSONFieldsAreEncodingJSONs(t *testing.T) {
	const path = "github.com/kubegen/kubegen/internal/oddjson"
	pkgs, _, err := load.Typed(load.Config{Dir: "."}, []string{path})
	if err != nil {
		t.Fatal(err)
	}
	st := pkgs[0].Types.Scope().Lookup("Odd").Type().Underlying().(*types.Struct)
	g := &gen{self: path}
	fields, ok := g.jsonFields(st)
	if !ok {
		t.Fatal("jsonFields: a member is out of reach")
	}
	var got []string
	for _, f := range fields {
		got = append(got, f.name)
	}
	if err := oddjson.Compare(got); err != nil {
		t.Error(err)
	}
}
