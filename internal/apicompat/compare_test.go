package apicompat

import (
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"
)

// The trees live in one module under testdata/trees: "upstream" is the
// reference; "same" has its API spelled differently; "missing", "changed"
// and "substituted" differ from it in known ways.
const treesDir = "testdata/trees"

var loaded = map[string]*API{}

// TestMain keeps the repository's workspace file, if any, from claiming the
// test module: testdata/trees is a module of its own.
func TestMain(m *testing.M) {
	os.Setenv("GOWORK", "off")
	os.Exit(m.Run())
}

func loadTree(t *testing.T, name string) *API {
	t.Helper()
	if api, ok := loaded[name]; ok {
		return api
	}
	api, err := Load(Tree{Dir: treesDir, Root: "example.com/trees/" + name})
	if err != nil {
		t.Fatalf("loading %s: %v", name, err)
	}
	loaded[name] = api
	return api
}

func names(ds []Diff) []string {
	var out []string
	for _, d := range ds {
		out = append(out, d.Pkg+" "+d.Name)
	}
	sort.Strings(out)
	return out
}

func TestDeclarationsOfUpstreamTree(t *testing.T) {
	api := loadTree(t, "upstream")
	wantPkgs := []string{"informers/foo/v1", "informers/internalinterfaces", "listers/foo/v1"}
	if !reflect.DeepEqual(api.Packages, wantPkgs) {
		t.Errorf("packages = %q, want %q", api.Packages, wantPkgs)
	}
	got := map[string]Decl{}
	for _, d := range api.Decls {
		got[d.Pkg+" "+d.Name] = d
	}
	want := []Decl{
		{"listers/foo/v1", "GroupName", KindConst, `untyped string = "foo.example.com"`},
		{"listers/foo/v1", "SchemeVersion", KindVar, "string"},
		{"listers/foo/v1", "WidgetLister", KindType, "interface"},
		{"listers/foo/v1", "WidgetLister.List", KindMethod, "func(string) ([]*example.com/trees/apis/foo/v1.Widget, error)"},
		{"listers/foo/v1", "WidgetLister.Widgets", KindMethod, "func(string) <root>/listers/foo/v1.WidgetNamespaceLister"},
		{"listers/foo/v1", "NewWidgetLister", KindFunc, "func(example.com/trees/cachelike.Indexer) <root>/listers/foo/v1.WidgetLister"},
		{"listers/foo/v1", "Filter", KindFunc, "func[P0 any]([]P0, func(P0) bool) []P0"},
		{"listers/foo/v1", "Options", KindType, "struct"},
		{"listers/foo/v1", "Options.Resync", KindField, "int"},
		{"listers/foo/v1", "Options.Labels", KindField, "map[string]string"},
		{"listers/foo/v1", "Options.WithResync", KindMethod, "func(int) <root>/listers/foo/v1.Options"},
		{"listers/foo/v1", "Options.Apply", KindMethod, "func(...func(*<root>/listers/foo/v1.Options)) (pointer receiver)"},
		{"informers/foo/v1", "WidgetInformer.Lister", KindMethod, "func() <root>/listers/foo/v1.WidgetLister"},
		{"informers/foo/v1", "Option", KindType, "func(*<root>/informers/foo/v1.factory) *<root>/informers/foo/v1.factory"},
		{"informers/internalinterfaces", "TweakListOptionsFunc", KindType, "func(*string)"},
	}
	for _, w := range want {
		if d, ok := got[w.Pkg+" "+w.Name]; !ok {
			t.Errorf("no declaration %s %s", w.Pkg, w.Name)
		} else if d != w {
			t.Errorf("declaration %s %s:\n got  %+v\n want %+v", w.Pkg, w.Name, d, w)
		}
	}
	if _, ok := got["listers/foo/v1 Options.private"]; ok {
		t.Errorf("unexported field listed")
	}
	if len(api.Decls) != 19 {
		t.Errorf("%d declarations, want 19:\n%v", len(api.Decls), api.Decls)
	}
}

func TestIdenticalTreesMatch(t *testing.T) {
	up := loadTree(t, "upstream")
	r := Compare(up, up, DefaultSubstitutions)
	if !r.OK() || len(r.Extra) != 0 {
		t.Fatalf("a tree differs from itself: %+v", r)
	}
}

func TestDifferentlySpelledSameAPIMatches(t *testing.T) {
	r := Compare(loadTree(t, "upstream"), loadTree(t, "same"), DefaultSubstitutions)
	if !r.OK() || len(r.Extra) != 0 {
		var b strings.Builder
		_ = r.WriteText(&b, true)
		t.Fatalf("equal APIs reported as different:\n%s", b.String())
	}
}

func TestMissingDeclarations(t *testing.T) {
	r := Compare(loadTree(t, "upstream"), loadTree(t, "missing"), DefaultSubstitutions)
	if r.OK() {
		t.Fatal("OK with missing declarations")
	}
	if want := []string{"informers/internalinterfaces"}; !reflect.DeepEqual(r.MissingPackages, want) {
		t.Errorf("missing packages = %q, want %q", r.MissingPackages, want)
	}
	if got, want := names(r.Missing), []string{"listers/foo/v1 Filter", "listers/foo/v1 WidgetLister.List"}; !reflect.DeepEqual(got, want) {
		t.Errorf("missing = %q, want %q", got, want)
	}
	if len(r.Changed) != 0 || len(r.Extra) != 0 {
		t.Errorf("changed %v, extra %v; want none", r.Changed, r.Extra)
	}
	var b strings.Builder
	if err := r.WriteText(&b, false); err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{
		"MISSING package <root>/informers/internalinterfaces (1 declarations)\n",
		"MISSING <root>/listers/foo/v1: method WidgetLister.List func(string) ([]*example.com/trees/apis/foo/v1.Widget, error)\n",
		"missing packages 1, missing 2, changed 0, extra in ours 0: MISMATCH\n",
	} {
		if !strings.Contains(b.String(), line) {
			t.Errorf("report lacks %q:\n%s", line, b.String())
		}
	}
}

func TestChangedSignatures(t *testing.T) {
	r := Compare(loadTree(t, "upstream"), loadTree(t, "changed"), DefaultSubstitutions)
	if r.OK() {
		t.Fatal("OK with changed signatures")
	}
	want := []string{
		"informers/foo/v1 Option",
		"informers/internalinterfaces TweakListOptionsFunc",
		"listers/foo/v1 Filter",
		"listers/foo/v1 GroupName",
		"listers/foo/v1 Options.Resync",
		"listers/foo/v1 Options.WithResync",
		"listers/foo/v1 WidgetNamespaceLister.Get",
	}
	if got := names(r.Changed); !reflect.DeepEqual(got, want) {
		t.Errorf("changed = %q,\nwant %q", got, want)
	}
	for _, d := range r.Changed {
		if d.Name == "Options.WithResync" && !strings.HasSuffix(d.Ours, "(pointer receiver)") {
			t.Errorf("receiver change not shown: %+v", d)
		}
		wantNote := ""
		if d.Name == "Option" {
			wantNote = "differs only in the names of unexported types"
		}
		if d.Note != wantNote {
			t.Errorf("note on %s = %q, want %q", d.Name, d.Note, wantNote)
		}
	}
	if len(r.Missing) != 0 || len(r.MissingPackages) != 0 {
		t.Errorf("missing %v %v; want none", r.MissingPackages, r.Missing)
	}
}

func TestSubstitutedPackageIsReportedWithNote(t *testing.T) {
	up, sub := loadTree(t, "upstream"), loadTree(t, "substituted")
	subs := []Substitution{{Upstream: "example.com/trees/cachelike", Ours: "example.com/trees/ourruntime"}}
	r := Compare(up, sub, subs)
	if got, want := names(r.Changed), []string{"listers/foo/v1 NewWidgetLister"}; !reflect.DeepEqual(got, want) || r.OK() {
		t.Fatalf("changed = %q (OK %v), want %q and not OK", got, r.OK(), want)
	}
	if want := "upstream uses example.com/trees/cachelike where ours uses example.com/trees/ourruntime"; r.Changed[0].Note != want {
		t.Errorf("note = %q, want %q", r.Changed[0].Note, want)
	}
	if r := Compare(up, sub, nil); r.Changed[0].Note != "" {
		t.Errorf("note without substitutions: %q", r.Changed[0].Note)
	}
}

func TestLoadReportsBrokenTree(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", "module example.com/broken\n\ngo 1.26\n")
	write("out/a/a.go", "package a\n\nfunc F() int { return \"not an int\" }\n")
	_, err := Load(Tree{Dir: dir, Root: "example.com/broken/out"})
	if err == nil || !strings.Contains(err.Error(), "a.go") {
		t.Errorf("err = %v, want a load error naming a.go", err)
	}
	if _, err := Load(Tree{Dir: dir, Root: "example.com/broken/none"}); err == nil {
		t.Errorf("no error for a root without packages")
	}
}
