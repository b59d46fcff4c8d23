package gofile

import (
	"go/types"
	"testing"
)

// TestBlock: standard library first, a blank line, then the rest, each
// group sorted by path; nothing at all for no imports.
func TestBlock(t *testing.T) {
	im := NewImports("example.com/self", "self")
	if got := im.Block(); got != "" {
		t.Errorf("empty Block = %q, want \"\"", got)
	}
	im.Name("k8s.io/client-go/rest")
	im.Name("time")
	im.Name("k8s.io/apimachinery/pkg/apis/meta/v1", "metav1")
	im.Name("context")
	im.Name("example.com/x")
	want := "import (\n\tcontext \"context\"\n\ttime \"time\"\n\n\tx \"example.com/x\"\n\tmetav1 \"k8s.io/apimachinery/pkg/apis/meta/v1\"\n\trest \"k8s.io/client-go/rest\"\n)\n"
	if got := im.Block(); got != want {
		t.Errorf("Block =\n%s\nwant\n%s", got, want)
	}
	one := NewImports("example.com/self", "self")
	one.Name("example.com/x")
	if got := one.Block(); got != "import (\n\tx \"example.com/x\"\n)\n" {
		t.Errorf("one non-standard import: %q", got)
	}
}

// TestNameDefault: without a preference, gengo's names: the last element,
// then longer suffixes while taken (the file's own package name included),
// then the last element numbered.
func TestNameDefault(t *testing.T) {
	im := NewImports("example.com/api/v1", "v1")
	for _, c := range []struct{ path, want string }{
		{"example.com/api/v1", ""},
		{"k8s.io/apimachinery/pkg/apis/meta/v1", "metav1"},
		{"k8s.io/api/core/v1", "corev1"},
		{"other.io/core/v1", "otheriocorev1"},
		{"k8s.io/apimachinery/pkg/apis/meta/v1", "metav1"},
		{"example.com/my-pkg.v2/go_type", "gotype"},
		{"example.com/switch", "_switch"},
	} {
		if got := im.Name(c.path); got != c.want {
			t.Errorf("Name(%q) = %q, want %q", c.path, got, c.want)
		}
	}
	// Every suffix taken: the last element numbered.
	full := NewImports("self", "self")
	full.Reserve("b", "ab")
	if got := full.Name("a/b"); got != "b2" {
		t.Errorf("every suffix taken: %q, want b2", got)
	}
}

// TestNamePrefer: the first free preferred name, else the first numbered
// from 2; a package keeps the name it got first.
func TestNamePrefer(t *testing.T) {
	im := NewImports("example.com/informers/v1", "v1")
	im.Name("github.com/kubegen/kubegen/runtime", "kgruntime")
	for _, c := range []struct{ path, prefer, want string }{
		{"example.com/apis/v1", "v1", "v12"},
		{"example.com/other/v1", "v1", "v13"},
		{"example.com/kg/runtime", "kgruntime", "kgruntime2"},
		{"example.com/apis/v1", "anything", "v12"},
	} {
		if got := im.Name(c.path, c.prefer); got != c.want {
			t.Errorf("Name(%q, %q) = %q, want %q", c.path, c.prefer, got, c.want)
		}
	}
	if got := im.Ident("example.com/informers/v1", "Foo"); got != "Foo" {
		t.Errorf("own package Ident = %q", got)
	}
	if got := im.Ident("example.com/apis/v1", "Foo"); got != "v12.Foo" {
		t.Errorf("Ident = %q", got)
	}
}

// TestQualifierAndPrune: types render qualified and recorded; pruned
// imports leave the block but keep their names taken.
func TestQualifierAndPrune(t *testing.T) {
	im := NewImports("self", "self")
	pkg := types.NewPackage("example.com/a/v1", "v1")
	named := types.NewNamed(types.NewTypeName(0, pkg, "T", nil), types.Typ[types.Int], nil)
	if got := im.Type(types.NewSlice(types.NewPointer(named))); got != "[]*v1.T" {
		t.Errorf("Type = %q", got)
	}
	im.Name("example.com/b/v1") // takes "bv1"
	im.Prune(func(name string) bool { return name == "v1" })
	if _, ok := im.Lookup("example.com/b/v1"); ok {
		t.Error("pruned import still recorded")
	}
	if got := im.Paths(); len(got) != 1 || got[0] != "example.com/a/v1" {
		t.Errorf("Paths after Prune = %v", got)
	}
	if got := im.Name("example.com/c/bv1", "bv1"); got != "bv12" {
		t.Errorf("a pruned name was given again: %q", got)
	}
}
