package load

import (
	"reflect"
	"testing"
	"time"

	"golang.org/x/tools/go/packages"
)

// sampleEntry has every field the format carries set, in every variant.
func sampleEntry() *listEntry {
	at := time.Date(2024, 5, 6, 7, 8, 9, 10, time.UTC)
	upstream := &packages.Module{Path: "example.com/up", Version: "v1.2.3", Time: &at, Dir: "/mod/up", GoMod: "/mod/up/go.mod", GoVersion: "1.21"}
	local := &packages.Module{Path: "example.com/fork", Dir: "/src/fork", GoMod: "/src/fork/go.mod", Indirect: true}
	replaced := &packages.Module{Path: "example.com/up", Version: "v1.2.3", Replace: local, Error: &packages.ModuleError{Err: "broken"}}
	main := &packages.Module{Path: "example.com/m", Main: true, Dir: "/src/m", GoMod: "/src/m/go.mod", GoVersion: "1.22"}
	return &listEntry{
		Roots: []string{"example.com/m/a", "example.com/up/u"},
		Packages: []flatPackage{
			{ID: "fmt", Name: "fmt", PkgPath: "fmt", Dir: "/goroot/src/fmt", GoFiles: []string{"/goroot/src/fmt/print.go"}},
			{ID: "example.com/up/u", Name: "u", PkgPath: "example.com/up/u", Dir: "/mod/up/u", GoFiles: []string{"/mod/up/u/u.go"},
				OtherFiles: []string{"/mod/up/u/u.s"}, IgnoredFiles: []string{"/mod/up/u/u_windows.go"}, Module: upstream,
				Imports: []importRef{{"fmt", "fmt"}}},
			{ID: "example.com/up/v", Name: "v", PkgPath: "example.com/up/v", Dir: "/src/fork/v", GoFiles: []string{"/src/fork/v/v.go"}, Module: replaced},
			{ID: "example.com/m/a", Name: "a", PkgPath: "example.com/m/a", Dir: "/src/m/a", GoFiles: []string{"/src/m/a/a.go", "/src/m/a/b.go"},
				EmbedPatterns: []string{"x.txt"}, Module: main,
				Imports: []importRef{{"example.com/up/u", "example.com/up/u"}, {"fmt", "fmt"}, {"vendored/v", "example.com/up/v"}}},
		},
		Checks: []check{
			{Kind: "absent", Path: "/src/m/vendor"},
			{Kind: "file", Path: "/src/m/go.mod", Files: []fileState{{Sum: make([]byte, 32), Stat: "1 2 3 4 5"}}},
			{Kind: "dir", Path: "/src/m/a", DirStat: "6 7 8 9 10", Files: []fileState{
				{Name: "a.go", Sum: []byte("0123456789abcdef0123456789abcdef")}, {Name: "notes.txt"}}},
		},
	}
}

// An entry decodes to what was encoded, field for field.
func TestListEntryRoundTrip(t *testing.T) {
	want := sampleEntry()
	b, err := encodeListEntry(want)
	if err != nil {
		t.Fatal(err)
	}
	r := newEntryReader(b)
	got := &listEntry{Checks: r.checks()}
	r.graph(got)
	if r.err != nil {
		t.Fatal(r.err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("decoded\n%#v\nencoded\n%#v", got, want)
	}
	// Packages sharing a module by value share one copy in the entry.
	again := sampleEntry()
	again.Packages = append(again.Packages, flatPackage{ID: "example.com/m/b", Name: "b", PkgPath: "example.com/m/b", Dir: "/src/m/b",
		Module: &packages.Module{Path: "example.com/m", Main: true, Dir: "/src/m", GoMod: "/src/m/go.mod", GoVersion: "1.22"}})
	if b2, err := encodeListEntry(again); err != nil || len(b2) >= len(b)+len("example.com/m/b")+len("/src/m/b")+16 {
		t.Errorf("a package of a module already in the entry grew it from %d to %d bytes (%v)", len(b), len(b2), err)
	}
}

// A cut or damaged entry is refused, never a panic or a wrong graph.
func TestListEntryRefusesDamage(t *testing.T) {
	b, err := encodeListEntry(sampleEntry())
	if err != nil {
		t.Fatal(err)
	}
	for n := range len(b) {
		r := newEntryReader(b[:n])
		e := &listEntry{Checks: r.checks()}
		r.graph(e)
		if r.err == nil {
			t.Errorf("an entry cut to %d of %d bytes was read", n, len(b))
		}
	}
	r := newEntryReader(append(b, 0))
	r.graph(&listEntry{Checks: r.checks()})
	if r.err == nil {
		t.Error("an entry with a byte too many was read")
	}
	withErrors := sampleEntry()
	withErrors.Packages[0].Errors = []packages.Error{{Msg: "x"}}
	if _, err := encodeListEntry(withErrors); err == nil {
		t.Error("an entry with a package's errors was encoded")
	}
}
