package crdschema

import (
	"fmt"
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
		"hash":   {rule(`self != "a #b"`, "")},
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

// A union's and a member's names read alike written "...", `...` or bare
// (the tag grammar validation-gen reads them with), so the three types
// get the same rules: a discriminated union and a union of its own.
func TestK8sRulesUnionNameSpellings(t *testing.T) {
	want := []string{
		`(has(self.fruit) ? self.fruit : '') == "Red" ? has(self.apple) : !has(self.apple) @.apple`,
		`(has(self.fruit) ? self.fruit : '') == "Pear" ? has(self.pear) : !has(self.pear) @.pear`,
		`(has(self.x)?1:0)+(has(self.y)?1:0) == 1 @`,
	}
	for _, name := range []string{"Quoted", "Backquoted", "Bare"} {
		spec, diags := buildK8sRules(t, name)
		for _, d := range diags {
			t.Errorf("%s: unexpected diagnostic %v", name, d)
		}
		var got []string
		for _, v := range spec.XValidations {
			got = append(got, v.Rule+" @"+v.FieldPath)
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: rules\n%s\nwant\n%s", name, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
}

// A presence tag whose arguments do not read (its own or its level's) is
// left out with a warning at its line saying why; the others still make
// their rule.
func TestK8sRulesMalformedArgs(t *testing.T) {
	spec, diags := buildK8sRules(t, "Malformed")
	want := []string{
		"types.go:136:", "unexpected character ' ' in the arguments",
		"types.go:139:", `argument "union: 3" has type int, not string`,
		"types.go:144:", `+k8s:beta(since 1.35)=+k8s:forbidden is ignored: unexpected character ' '`,
	}
	if len(diags) != len(want)/2 {
		t.Errorf("diagnostics %v, want %d warnings", diags, len(want)/2)
	}
	for i, d := range diags {
		if !d.Warning || 2*i < len(want) && (!strings.Contains(d.String(), want[2*i]) || !strings.Contains(d.Msg, want[2*i+1])) {
			t.Errorf("diagnostic %v, want a warning %s %s", d, want[2*i], want[2*i+1])
		}
	}
	if len(spec.XValidations) != 1 || spec.XValidations[0].Rule != "(has(self.c)?1:0) == 1" {
		t.Errorf("rules %v, want C's union alone", spec.XValidations)
	}
}

// schemaRules are the rules of s and of its properties (by name, "" for
// s's own), each with the fieldPath it reports at.
func schemaRules(s *apiextensionsv1.JSONSchemaProps) map[string][]string {
	out := map[string][]string{}
	add := func(prop string, vs []apiextensionsv1.ValidationRule) {
		for _, v := range vs {
			out[prop] = append(out[prop], v.Rule+" @"+v.FieldPath)
		}
	}
	add("", s.XValidations)
	for name, p := range s.Properties {
		add(name, p.XValidations)
	}
	return out
}

// checkRules compares the rules of the named type with want, in order.
func checkRules(t *testing.T, name string, want map[string][]string) {
	t.Helper()
	spec, diags := buildK8sRules(t, name)
	for _, d := range diags {
		t.Errorf("unexpected diagnostic %v", d)
	}
	got := schemaRules(spec)
	for prop := range got {
		if _, ok := want[prop]; !ok {
			t.Errorf("%q: unexpected rules %q", prop, got[prop])
		}
	}
	for prop, w := range want {
		if !slices.Equal(got[prop], w) {
			t.Errorf("%q: rules\n%s\nwant\n%s", prop, strings.Join(got[prop], "\n"), strings.Join(w, "\n"))
		}
	}
}

// NoAddItem and NoRemoveItem are the struct's rules over both sides'
// items, matched as validate matches them: a set's by value, a
// list-map's by its keys, a map's by key; an atomic list gets none.
func TestK8sRulesItems(t *testing.T) {
	checkRules(t, "Items", map[string][]string{"": {
		"!has(self.labels) || self.labels.all(x, has(oldSelf.labels) && x in oldSelf.labels) @.labels",
		"!has(oldSelf.labels) || oldSelf.labels.all(x, has(self.labels) && x in self.labels) @.labels",
		"!has(oldSelf.slots) || oldSelf.slots.all(x, has(self.slots) && self.slots.exists(o, o.name == x.name && o.rank == x.rank)) @.slots",
		"!has(self.tags) || self.tags.all(x, has(oldSelf.tags) && x in oldSelf.tags) @.tags",
	}})
}

// Value tags under +k8s:alpha/+k8s:beta (nested too) get the rule of the
// tag itself, on the field.
func TestK8sRulesWrapped(t *testing.T) {
	checkRules(t, "Wrapped", map[string][]string{
		"note":   {"size(bytes(self)) <= 10 @"},
		"zone":   {`self != "none" @`},
		"region": {"self == oldSelf @"},
	})
}

// The formats with a CEL equivalent get its rule; the two the API server
// checks as a schema format get that format and no rule.
func TestK8sRulesFormats(t *testing.T) {
	want := map[string][]string{}
	for prop, f := range map[string]string{"key": "k8s-label-key", "value": "k8s-label-value", "prefixed": "k8s-prefixed-label-key",
		"host": "k8s-long-name-caseless", "segment": "k8s-path-segment-name", "id": "k8s-uuid"} {
		want[prop] = []string{celFormats[f].rule + " @"}
	}
	checkRules(t, "Formats", want)
	spec, _ := buildK8sRules(t, "Formats")
	if f := spec.Properties["short"].Format; f != "k8s-short-name" {
		t.Errorf("short's format %q, want k8s-short-name", f)
	}
}

// A wrapped value tag that does not fit its field is an error at its
// line; a format the schema cannot check is a warning.
func TestK8sRulesWrappedErrors(t *testing.T) {
	_, diags := buildK8sRules(t, "BadWrapped")
	want := []struct {
		warning bool
		text    string
	}{
		{false, `must apply maxBytes to a string, found type "integer"`},
		{true, "does not check +k8s:format=k8s-resource-pool-name"},
	}
	if len(diags) != len(want) {
		t.Fatalf("diagnostics %v, want %d", diags, len(want))
	}
	for _, d := range diags {
		i := slices.IndexFunc(want, func(w struct {
			warning bool
			text    string
		}) bool {
			return strings.Contains(d.Msg, w.text) && w.warning == d.Warning
		})
		if i < 0 {
			t.Errorf("unexpected diagnostic %v", d)
		}
	}
}

// The +k8s: tags controller-gen does not read become rules on the types of
// the packages generated for only: an imported type keeps controller-gen's
// schema, unless its package is generated for too.
func TestK8sRulesOwnTypesOnly(t *testing.T) {
	summary := func(s apiextensionsv1.JSONSchemaProps) string {
		var rules []string
		for _, v := range s.XValidations {
			rules = append(rules, v.Rule)
		}
		n := int64(-1)
		if p := s.Properties["name"]; p.MinLength != nil {
			n = *p.MinLength
		}
		for _, v := range s.Properties["name"].XValidations {
			rules = append(rules, v.Rule)
		}
		// The items' bounds of +k8s:eachVal on a field and on a type.
		items := func(name string) int64 {
			if p, ok := s.Properties[name]; ok && p.Items != nil && p.Items.Schema.MaxLength != nil {
				return *p.Items.Schema.MaxLength
			}
			return -1
		}
		return fmt.Sprintf("minLength=%d rules=%q items=%d,%d", n, rules, items("tags"), items("aliases"))
	}
	own := `minLength=3 rules=["!has(self.old)" "size(bytes(self)) <= 10"] items=4,4`
	for _, c := range []struct {
		inputs   []string
		wantPart string
	}{
		{[]string{"./testdata/errors/k8simported/v1"}, `minLength=-1 rules=[] items=-1,-1`},
		{[]string{"./testdata/errors/k8simported/v1", "./testdata/errors/k8simported/dep"}, own},
	} {
		pkgs, _, err := load.Typed(load.Config{Dir: "."}, c.inputs)
		if err != nil {
			t.Fatal(err)
		}
		var root *types.TypeName
		for _, p := range pkgs {
			if tn, ok := p.Types.Scope().Lookup("Root").(*types.TypeName); ok {
				root = tn
			}
		}
		out, diags, err := Build(pkgs, []*types.TypeName{root}, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range diags {
			t.Errorf("%v: unexpected diagnostic %v", c.inputs, d)
		}
		if got := summary(*out[root]); got != own {
			t.Errorf("%v: Root: %s, want %s", c.inputs, got, own)
		}
		if got := summary(out[root].Properties["part"]); got != c.wantPart {
			t.Errorf("%v: Root.part: %s, want %s", c.inputs, got, c.wantPart)
		}
	}
}
