//go:build kubegen_cel

package crdschema

import (
	"go/types"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/load"
)

// With the CEL checker built in (go test -tags kubegen_cel), a rule that
// does not compile in the API server's environment is an error at its
// marker; the rules that compile pass.
func TestCELRules(t *testing.T) {
	pkgs, _, err := load.Typed(load.Config{Dir: "."}, []string{"./testdata/errors/cel/v1"})
	if err != nil {
		t.Fatal(err)
	}
	root := pkgs[0].Types.Scope().Lookup("CEL").(*types.TypeName)
	_, diags, err := Build(pkgs, []*types.TypeName{root}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := map[int]string{
		12: `rule "self.startsWith('x'" does not compile`,
		14: `rule "self.size() > 'a'" does not compile`,
		24: `rule "self.name == self.nope" does not compile`,
	}
	for _, d := range diags {
		w, ok := want[d.Pos.Line]
		if !ok || d.Warning || !strings.Contains(d.Msg, w) {
			t.Errorf("unexpected diagnostic %v", d)
			continue
		}
		delete(want, d.Pos.Line)
	}
	for line, w := range want {
		t.Errorf("types.go:%d: no error saying %s", line, w)
	}
}
