package crdschema

import (
	"go/types"
	"slices"
	"strings"
	"testing"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/load"
)

// The +k8s: tags with a CEL equivalent (docs/crdschema.md) become these
// rules: those about a field's value on the field, those about its
// presence on the struct, reported at the field where Go reports there.
func TestK8sRules(t *testing.T) {
	spec, diags := buildK8sRules(t, "Rules")
	for _, d := range diags {
		t.Errorf("unexpected diagnostic %v", d)
	}
	rule := func(r, path string) string { return r + " @" + path }
	rules := func(s apiextensionsv1.JSONSchemaProps) []string {
		var got []string
		for _, v := range s.XValidations {
			got = append(got, rule(v.Rule, v.FieldPath))
		}
		return got
	}
	want := map[string][]string{
		"": {
			rule(`(has(self.mode) ? self.mode : '') == "Disk" ? has(self.disk) : !has(self.disk)`, ".disk"),
			rule(`(has(self.mode) ? self.mode : '') == "RAM" ? has(self.memory) : !has(self.memory)`, ".memory"),
			rule(`(has(self.a)?1:0)+(has(self.b)?1:0) <= 1`, ""),
			rule(`!has(self.old)`, ".old"),
			rule(`!has(self.__namespace__)`, ".namespace"),
			rule(`!has(oldSelf.max__dash__surge) || has(self.max__dash__surge)`, "['max-surge']"),
			rule(`has(oldSelf.pool) || !has(self.pool)`, ".pool"),
			rule(`!has(oldSelf.pool) || has(self.pool)`, ".pool"),
		},
		"note":   {rule("size(bytes(self)) <= 16", "")},
		"zone":   {rule(`self != "none"`, "")},
		"count":  {rule("self != 0", "")},
		"region": {rule("self == oldSelf", "")},
		"source": {rule(`(has(self.image)?1:0)+(has(self.url)?1:0) == 1`, "")},
	}
	for prop, w := range want {
		s := *spec
		if prop != "" {
			s = spec.Properties[prop]
		}
		got := rules(s)
		slices.Sort(got)
		slices.Sort(w)
		if !slices.Equal(got, w) {
			t.Errorf("%q: rules\n%s\nwant\n%s", prop, strings.Join(got, "\n"), strings.Join(w, "\n"))
		}
	}
}

// A tag on a type its rule does not fit is an error at its field, as
// validation-gen reports it.
func TestK8sRulesErrors(t *testing.T) {
	_, diags := buildK8sRules(t, "Bad")
	want := []string{
		`must apply maxBytes to a string, found type "integer"`,
		`invalid value "\"x\"" for an integer`,
		"the schema has no rule for +k8s:update=Sometimes",
		`invalid value "many": write a whole number of bytes`,
	}
	for _, d := range diags {
		i := slices.IndexFunc(want, func(w string) bool { return strings.Contains(d.Msg, w) })
		if i < 0 || d.Warning {
			t.Errorf("unexpected diagnostic %v", d)
			continue
		}
		want = slices.Delete(want, i, i+1)
	}
	for _, w := range want {
		t.Errorf("no error saying %s", w)
	}
}

// buildK8sRules is the schema of the named type of
// testdata/errors/k8srules/v1 and what Build said of it.
func buildK8sRules(t *testing.T, name string) (*apiextensionsv1.JSONSchemaProps, diag.List) {
	t.Helper()
	pkgs, _, err := load.Typed(load.Config{Dir: "."}, []string{"./testdata/errors/k8srules/v1"})
	if err != nil {
		t.Fatal(err)
	}
	root := pkgs[0].Types.Scope().Lookup(name).(*types.TypeName)
	out, diags, err := Build(pkgs, []*types.TypeName{root}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return out[root], diags
}
