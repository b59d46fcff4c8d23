package validation

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"
)

// +k8s:update in each form: pointers, values, structs, list-maps, sets,
// atomic lists, maps, per item under +k8s:eachVal, under alpha and beta.
func TestUpdateIsUpstreams(t *testing.T) { matchesGolden(t, "update") }

// wantTagErrors generates input and wants an error with each of want's lines
// (each a file:line and words of the message), and no file.
func wantTagErrors(t *testing.T, input string, want ...[]string) {
	t.Helper()
	files, err := generate(t, Gen{ReadOnlyPkgs: readonly}, input)
	if err == nil {
		t.Fatalf("no error; %d files", len(files))
	}
	if len(files) != 0 {
		t.Errorf("%d files despite the error", len(files))
	}
	for _, w := range want {
		for _, part := range w {
			if !strings.Contains(err.Error(), part) {
				t.Errorf("error lacks %q:\n%v", part, err)
			}
		}
	}
}

// Each +k8s:update that upstream fails on is an error at its line.
func TestUpdateErrors(t *testing.T) {
	at := func(line string) string { return "testdata/errors/update/types.go:" + line + ":" }
	wantTagErrors(t, "./testdata/errors/update",
		[]string{at("5"), "Widget.Unknown: +k8s:update: unknown +k8s:update constraint: NoChange"},
		[]string{at("8"), "+k8s:update=NoAddItem can only be used on list or map fields"},
		[]string{at("11"), "+k8s:update=NoModify is not supported on list or map fields"},
		[]string{at("13"), "+k8s:update=NoSet cannot be used on non-pointer struct fields"},
		[]string{at("16"), "Widget.NoListType: +k8s:update=NoAddItem/+k8s:update=NoRemoveItem require list metadata"},
		[]string{at("20"), "require listType=set, listType=map"},
		[]string{at("23"), "+k8s:update=NoSet does not apply to map values"},
		[]string{at("26"), `tag "k8s:update" cannot be specified on map keys`},
		[]string{at("29"), "unrecognized named argument"},
		[]string{at("33"), `tag "k8s:update" cannot be specified on type definitions`},
	)
}

// Two packages generated in one run, neither with its file yet: a's call
// of b.Validate_B is written (b's file declares it), as upstream writes it.
func TestCallIntoAnotherPackageOfTheRun(t *testing.T) {
	files, err := generate(t, Gen{ReadOnlyPkgs: readonly}, "./testdata/cross/a", "./testdata/cross/b")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 2 {
		t.Fatalf("got %d files, want 2", len(files))
	}
	for _, f := range files {
		if strings.HasSuffix(filepath.Dir(f.Path), "/a") && !bytes.Contains(f.Content, []byte("b.Validate_B(ctx, op, fldPath, obj, oldObj)")) {
			t.Errorf("%s does not call b.Validate_B:\n%s", f.Path, f.Content)
		}
	}
}

// A field of a named list type with NoAddItem, where neither the field nor
// the type says how items are matched, is upstream's error at the tag.
func TestUpdateOnANamedListWithoutListTags(t *testing.T) {
	wantTagErrors(t, "./testdata/errors/updatenamed",
		[]string{"testdata/errors/updatenamed/types.go:10:", "Widget.Names: +k8s:update=NoAddItem/+k8s:update=NoRemoveItem require list metadata"})
}
