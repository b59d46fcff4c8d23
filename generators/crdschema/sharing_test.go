package crdschema

import (
	"go/types"
	"slices"
	"strings"
	"testing"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"

	"github.com/kubegen/kubegen/generators/load"
)

// A named type's schema is rendered once and shared by all its uses,
// each merging its own markers over it without copying it whole
// (combine). What one use adds must show neither in another use nor in
// the type's own schema, with descriptions kept or truncated.
func TestNamedSchemasStayApart(t *testing.T) {
	pkgs, _, err := load.Typed(load.Config{Dir: "."}, []string{"./internal/testapi/sharing/v1"})
	if err != nil {
		t.Fatal(err)
	}
	scope := pkgs[0].Types.Scope()
	holder := scope.Lookup("Holder").(*types.TypeName)
	shared := scope.Lookup("Shared").(*types.TypeName)
	typeRules := []string{"type rule a", "type rule b", "type rule c"}
	forty := 40
	for _, opts := range []Options{{}, {MaxDescLen: &forty}} {
		mode := "descriptions kept"
		if opts.MaxDescLen != nil {
			mode = "descriptions truncated"
		}
		// Holder first: its fields use Shared's schema before Shared's
		// own root is written.
		both := buildRoots(t, pkgs, opts, holder, shared)
		alone := buildRoots(t, pkgs, opts, shared)
		if got, want := marshal(t, both[shared]), marshal(t, alone[shared]); got != want {
			t.Errorf("%s: Shared's schema after its uses differs from its schema alone:\n%s", mode, lineDiff(want, got))
		}
		h := both[holder].Properties["spec"].Properties
		itemsOf := func(name string) *apiextensionsv1.JSONSchemaProps { return h[name].Items.Schema }
		for _, c := range []struct {
			name  string
			s     *apiextensionsv1.JSONSchemaProps
			rules []string
		}{
			{"Shared", both[shared], typeRules},
			{"first", ptrTo(h["first"]), append([]string{"first"}, typeRules...)},
			{"second", ptrTo(h["second"]), append([]string{"second"}, typeRules...)},
			{"plain", ptrTo(h["plain"]), typeRules},
			{"firstList items", itemsOf("firstList"), append([]string{"first item"}, typeRules...)},
			{"secondList items", itemsOf("secondList"), append([]string{"second item"}, typeRules...)},
			{"byName values", h["byName"].AdditionalProperties.Schema, typeRules},
		} {
			if got := ruleMessages(c.s); !slices.Equal(got, sortedCopy(c.rules)) {
				t.Errorf("%s: %s has rules %q, want %q", mode, c.name, got, sortedCopy(c.rules))
			}
			if c.s.Nullable != (c.name == "first") {
				t.Errorf("%s: %s has nullable %v, which only first sets", mode, c.name, c.s.Nullable)
			}
			if c.s.MinProperties != nil {
				t.Errorf("%s: %s has byName's minProperties", mode, c.name)
			}
		}
		for _, name := range []string{"first", "second", "plain"} {
			if d := h[name].Description; !strings.HasPrefix(d, strings.ToUpper(name[:1])+name[1:]+" is") {
				t.Errorf("%s: %s's description is %q, not its own", mode, name, d)
			}
		}
		for _, name := range []string{"firstList", "secondList"} {
			if d := itemsOf(name).Description; d != both[shared].Description {
				t.Errorf("%s: %s's items are described %q, not as Shared is (%q)", mode, name, d, both[shared].Description)
			}
		}
		if opts.MaxDescLen != nil {
			for name, p := range h {
				if len(p.Description) > forty+len("...") {
					t.Errorf("%s's description is not truncated: %q", name, p.Description)
				}
			}
		}
	}
}

// buildRoots builds the schemas of roots in one Build.
func buildRoots(t *testing.T, pkgs []*load.Package, opts Options, roots ...*types.TypeName) map[*types.TypeName]*apiextensionsv1.JSONSchemaProps {
	t.Helper()
	out, diags, err := Build(pkgs, roots, opts)
	if err != nil {
		t.Fatal(err)
	}
	if len(diags) > 0 {
		t.Fatalf("diagnostics: %v", diags)
	}
	return out
}

func ptrTo(s apiextensionsv1.JSONSchemaProps) *apiextensionsv1.JSONSchemaProps { return &s }

// ruleMessages are the messages of s's validation rules, sorted.
func ruleMessages(s *apiextensionsv1.JSONSchemaProps) []string {
	var out []string
	for _, v := range s.XValidations {
		out = append(out, v.Message)
	}
	slices.Sort(out)
	return out
}

func sortedCopy(s []string) []string { return slices.Sorted(slices.Values(s)) }
