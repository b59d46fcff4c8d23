package write

import (
	"go/build"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// A shallow root (an input package) owns its own files only: a stale file
// there goes, one in a subdirectory (another package) stays.
func TestApplyShallowRoot(t *testing.T) {
	pkg := t.TempDir()
	put(t, filepath.Join(pkg, "zz_generated.deepcopy.go"), marker+"\npackage v1\n")
	put(t, filepath.Join(pkg, "sub/zz_generated.deepcopy.go"), marker+"\npackage sub\n")
	res, err := Apply(nil, Options{Roots: []Root{{Dir: pkg, Marker: marker, Shallow: true}}})
	if err != nil {
		t.Fatal(err)
	}
	if exists(filepath.Join(pkg, "zz_generated.deepcopy.go")) {
		t.Error("the package's stale file remains")
	}
	if !exists(filepath.Join(pkg, "sub/zz_generated.deepcopy.go")) || len(res.Removed) != 1 {
		t.Errorf("a subdirectory's file was removed: Removed = %v", res.Removed)
	}
}

// Under go generate (Options.Tombstones) a stale file keeps its name as a
// tombstone that no build and no go generate lists; verify reports it as
// stale, and the next run, under go generate or not, removes it.
func TestApplyTombstones(t *testing.T) {
	root := t.TempDir()
	stale := filepath.Join(root, "a/v1/gone.go")
	put(t, stale, "// header\n\n"+marker+"\n\npackage v1\n\nfunc Gone() {}\n")
	kept := File{Path: filepath.Join(root, "a/v1/kept.go"), Content: []byte(marker + "\n\npackage v1\n")}
	opts := Options{Roots: []Root{{Dir: root, Marker: marker}}, Tombstones: true}
	res, err := Apply([]File{kept}, opts)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(res.Tombstoned, []string{stale}) || !slices.Contains(res.Removed, stale) {
		t.Errorf("Tombstoned = %v, Removed = %v; want %s in both", res.Tombstoned, res.Removed, stale)
	}
	content := read(t, stale)
	for _, want := range []string{"//go:build ignore\n", marker + "\n", "tombstone", "\npackage v1\n"} {
		if !strings.Contains(content, want) {
			t.Errorf("tombstone lacks %q:\n%s", want, content)
		}
	}
	if strings.Contains(content, "Gone") {
		t.Errorf("tombstone keeps the old code:\n%s", content)
	}
	// go/build (what go list and go generate use) excludes it, and the
	// package still loads with the generated file only.
	p, err := build.ImportDir(filepath.Dir(stale), 0)
	if err != nil || !slices.Equal(p.GoFiles, []string{"kept.go"}) || !slices.Contains(p.IgnoredGoFiles, "gone.go") {
		t.Errorf("go/build: files %v, ignored %v, err %v; want kept.go, with gone.go ignored", p.GoFiles, p.IgnoredGoFiles, err)
	}

	// Verify calls the tombstone stale.
	verify := opts
	verify.Verify = true
	if res, err := Apply([]File{kept}, verify); err != nil || !res.Changed() || !strings.Contains(string(res.Diff), stale) {
		t.Errorf("verify with a tombstone: changed %v, err %v, diff:\n%s", res.Changed(), err, res.Diff)
	}
	// The next run removes it, even under go generate.
	if res, err := Apply([]File{kept}, opts); err != nil || exists(stale) || len(res.Tombstoned) != 0 {
		t.Errorf("second run: tombstone exists %v, Tombstoned %v, err %v", exists(stale), res.Tombstoned, err)
	}
}
