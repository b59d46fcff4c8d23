package crdschema

import (
	"fmt"
	"go/types"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/load"
)

// Every bad marker of testdata/errors/markers is reported at once, saying
// what is wrong: one that does not parse at its line, one that does not
// apply at its field's, as controller-gen places them (it stops at the
// first marker it cannot parse, and reports the others once that is
// fixed). A list-map key naming no field is a warning: controller-gen
// writes it silently, and the API server rejects the CRD later.
func TestErrors(t *testing.T) {
	pkgs, _, err := load.Typed(load.Config{Dir: "."}, []string{"./testdata/errors/markers/v1"})
	if err != nil {
		t.Fatal(err)
	}
	root := pkgs[0].Types.Scope().Lookup("Bad").(*types.TypeName)
	_, diags, err := Build(pkgs, []*types.TypeName{root}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		line    int
		warning bool
		text    string
	}{
		{13, false, "cannot apply non-integral minimum validation (-1.5) to integer value"},
		{15, false, `must apply maxlength to a textual value, found type "integer"`},
		{16, false, `+kubebuilder:validation:MaxItems: expected an integer, got "many"; write an integer such as 3`},
		{19, true, "+listMapKey=nope names no field of the list's items: the API server rejects the CRD; write the JSON name of one of: name"},
		{21, false, "found float"},
		{22, false, "struct field without a json tag; a CRD's types must say their JSON: add `json:\"noTag\"`"},
		{24, false, "must apply kubebuilder:validation:items:MaxLength to an array value, found string"},
		{26, false, "invalid reason Wrong"},
		{27, true, "+kubebuilder:validation:Maxlength=5 names no marker and is ignored; did you mean +kubebuilder:validation:MaxLength?"},
		{29, true, "+kubebuilder:validation:UniqueItems:true names no marker and is ignored; write +kubebuilder:validation:UniqueItems=true"},
		{32, false, `ListType must be either "map", "set" or "atomic"`},
	}
	got := map[string]bool{}
	for _, d := range diags {
		got[fmt.Sprintf("%d %v %s", d.Pos.Line, d.Warning, d.Msg)] = true
	}
	for _, w := range want {
		found := false
		for g := range got {
			if strings.HasPrefix(g, fmt.Sprintf("%d %v ", w.line, w.warning)) && strings.Contains(g, w.text) {
				found, got[g] = true, false
			}
		}
		if !found {
			t.Errorf("types.go:%d: no diagnostic (warning %v) saying %q", w.line, w.warning, w.text)
		}
	}
	for g, unmatched := range got {
		if unmatched {
			t.Errorf("unexpected diagnostic: types.go:%s", g)
		}
	}
	for _, d := range diags {
		if filepath.Base(d.Pos.Filename) != "types.go" {
			t.Errorf("diagnostic without the file: %v", d)
		}
	}
}
