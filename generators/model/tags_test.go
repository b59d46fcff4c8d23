package model_test

import (
	"testing"

	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/model"
)

func buildTags(t *testing.T, opts model.Options) *model.Set {
	t.Helper()
	pkgs, err := load.Packages(load.Config{}, []string{
		"./../testdata/model/tags/apis/tagged/v1", "./../testdata/model/tags/apis/optout/v1",
	})
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	s, err := model.Build(pkgs, opts, load.NewSession(load.Config{}))
	if err != nil {
		t.Fatalf("build: %v", err)
	}
	return s
}

func TestTagCombinations(t *testing.T) {
	s := buildTags(t, model.Options{})
	type gens struct{ client, lister, informer bool }
	for _, c := range []struct {
		kind  string
		verbs model.VerbSet
		gens  gens
	}{
		// Upstream quirk kept: lister-gen ignores noVerbs, informer-gen does not.
		{"NoVerbs", model.VerbSet{}, gens{true, true, false}},
		{"ReadCreate", model.VerbSet{Create: true, Get: true, List: true, Watch: true}, gens{true, true, true}},
		{"NoWatch", model.VerbSet{Create: true, Update: true, UpdateStatus: true, Delete: true, DeleteCollection: true, Get: true, List: true}, gens{true, true, false}},
		{"NoGet", model.VerbSet{Create: true, Update: true, UpdateStatus: true, Delete: true, DeleteCollection: true, List: true, Watch: true, Patch: true}, gens{true, false, true}},
		{"Thing", model.VerbSet{Create: true, Update: true, UpdateStatus: true, Delete: true, DeleteCollection: true, Get: true, List: true, Watch: true, Patch: true}, gens{false, false, true}},
	} {
		k := kindNamed(t, s, c.kind)
		if k.Verbs != c.verbs {
			t.Errorf("%s verbs = %+v, want %+v", c.kind, k.Verbs, c.verbs)
		}
		if got := (gens{k.Client, k.Lister, k.Informer}); got != c.gens {
			t.Errorf("%s client/lister/informer = %+v, want %+v", c.kind, got, c.gens)
		}
	}
	if k := kindNamed(t, s, "NoVerbs"); len(k.Methods) != 0 {
		t.Errorf("noVerbs kind keeps %d extension methods, want none", len(k.Methods))
	}
	if k := kindNamed(t, s, "Thing"); k.Namespaced {
		t.Error("Thing has +genclient:nonNamespaced but is namespaced")
	}
	for _, g := range s.Groups {
		for _, v := range g.Versions {
			for _, k := range v.Kinds {
				if k.Name == "Helper" || k.Name == "Far" {
					t.Errorf("%s has no applicable +genclient but is a kind", k.Name)
				}
			}
		}
	}

	m := kindNamed(t, s, "Methods")
	if len(m.Methods) != 1 || m.Methods[0].Name != "Evict" {
		t.Fatalf("methods = %v, want only Evict (apply methods need an apply configuration package)", m.Methods)
	}
	ev := m.Methods[0]
	wantIn := model.TypeRef{PkgPath: m.Version.PkgPath, Name: "Eviction"}
	wantOut := model.TypeRef{PkgPath: "k8s.io/apimachinery/pkg/apis/meta/v1", Name: "Status"}
	if ev.Input != wantIn || ev.Result != wantOut || !ev.IsSubresource() {
		t.Errorf("Evict = %+v", *ev)
	}
	s = buildTags(t, model.Options{ApplyConfigPkg: "example.com/ac"})
	if m := kindNamed(t, s, "Methods"); len(m.Methods) != 2 || m.Methods[0].Name != "ApplyScale" {
		t.Errorf("with apply configurations methods = %v, want ApplyScale and Evict", m.Methods)
	}
}

func TestIncludedTypesOverrides(t *testing.T) {
	s := buildTags(t, model.Options{IncludedTypesOverrides: map[string][]string{"tagged/v1": {"Helper", "NoGet"}}})
	h := kindNamed(t, s, "Helper")
	if !h.Client || h.Lister || h.Informer || !h.Verbs.Get || !h.Verbs.Watch {
		t.Errorf("Helper: client=%v lister=%v informer=%v verbs=%+v; want a client with every verb only", h.Client, h.Lister, h.Informer, h.Verbs)
	}
	if k := kindNamed(t, s, "NoWatch"); k.Client || !k.Lister {
		t.Errorf("NoWatch is not in the overrides: client=%v lister=%v; want no client, lister kept", k.Client, k.Lister)
	}
	if k := kindNamed(t, s, "NoGet"); !k.Client {
		t.Error("NoGet is in the overrides but has no client")
	}
}
