package crd

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/load"
)

// buildCase builds the CRDs of internal/badapi/<name> and returns the
// errors and warnings as "file:line: message" lines, file names relative
// to the case.
func buildCase(t *testing.T, name string) (crdCount int, errs, warns []string) {
	t.Helper()
	pkgs, _, err := load.Typed(load.Config{Dir: "."}, []string{"./internal/badapi/" + name + "/..."})
	if err != nil {
		t.Fatal(err)
	}
	crds, warnings, err := Build(pkgs, Options{})
	var list diag.List
	if err != nil && !errors.As(err, &list) {
		t.Fatal(err)
	}
	lines := func(l diag.List) []string {
		var out []string
		for _, d := range l {
			rel, _ := filepath.Rel(filepath.Join("internal", "badapi", name), d.Pos.Filename)
			out = append(out, fmt.Sprintf("%s:%d: %s", filepath.ToSlash(rel), d.Pos.Line, d.Msg))
		}
		return out
	}
	return len(crds), lines(list), lines(warnings)
}

// expect checks that every want (file:line and a fragment of the
// message) matches one of got, and that got has no others.
func expect(t *testing.T, kind string, got []string, want ...[2]string) {
	t.Helper()
	for _, w := range want {
		found := false
		for _, g := range got {
			found = found || strings.HasPrefix(g, w[0]+": ") && strings.Contains(g, w[1])
		}
		if !found {
			t.Errorf("no %s at %s saying %q; got:\n%s", kind, w[0], w[1], strings.Join(got, "\n"))
		}
	}
	if len(got) != len(want) {
		t.Errorf("%d %ss, want %d:\n%s", len(got), kind, len(want), strings.Join(got, "\n"))
	}
}

func TestTwoStorageVersions(t *testing.T) {
	n, errs, _ := buildCase(t, "storage")
	if n != 0 {
		t.Errorf("%d CRDs returned with errors", n)
	}
	expect(t, "error", errs,
		[2]string{"v1/types.go:5", "versions v1, v2 of Thing.storage.example.com are all marked +kubebuilder:storageversion"},
		[2]string{"v2/types.go:5", "keep the marker on one of them"})
}

func TestNoStorageVersion(t *testing.T) {
	_, errs, _ := buildCase(t, "nostorage")
	expect(t, "error", errs,
		[2]string{"v1/types.go:6", "has versions v1, v2 and none is marked +kubebuilder:storageversion; add // +kubebuilder:storageversion"},
		[2]string{"v2/types.go:6", "none is marked"})
}

func TestBadMarkers(t *testing.T) {
	_, errs, warns := buildCase(t, "markers")
	// A column naming no field is a warning: upstream and the API server
	// accept it, and real projects have them.
	expect(t, "warning", warns,
		[2]string{"v1/types.go:10", `JSONPath .spec.replica names no field of Thing v1, so the column is always empty: .spec has no field "replica" (it has replicas)`},
		[2]string{"v1/types.go:11", `metadata has no field "nam"`},
		[2]string{"v1/types.go:12", `the object has no field "status"`})
	expect(t, "error", errs,
		[2]string{"v1/types.go:13", `+kubebuilder:printcolumn: expected an integer, got "high"`},
		[2]string{"v1/types.go:14", "+kubebuilder:printcolumn needs argument JSONPath; write +kubebuilder:printcolumn:JSONPath=<string>"},
		[2]string{"v1/types.go:15", `unknown argument "shortname"; did you mean shortName?`},
		[2]string{"v1/types.go:16", `annotations entry "no-value" is not key=value; write annotations="no-value=<value>"`},
		[2]string{"v1/types.go:17", `+kubebuilder:subresource:status: unexpected text after the arguments: "1"`})
}

// What controller-gen accepts keeps working, with a warning.
func TestWarnings(t *testing.T) {
	n, errs, warns := buildCase(t, "warnings")
	if len(errs) > 0 || n != 1 {
		t.Fatalf("%d CRDs, errors:\n%s", n, strings.Join(errs, "\n"))
	}
	expect(t, "warning", warns,
		[2]string{"v1/types.go:5", `scope "Global" is neither Namespaced nor Cluster`},
		[2]string{"v1/types.go:6", `printer column type "text" is none of`},
		[2]string{"v2/types.go:5", "differs from version v1's +kubebuilder:resource:scope=Global,shortName=th"},
		[2]string{"v2/types.go:7", "makes controller-gen fail at random"},
		[2]string{"v1/types.go:15", "+kubebuilder:subresources:status is no marker controller-gen knows, so it does nothing (controller-gen ignores it without a word); did you mean +kubebuilder:subresource:status?"},
		[2]string{"v1/types.go:16", "did you mean +kubebuilder:printcolumn?"})

	n, errs, warns = buildCase(t, "nogroup")
	if len(errs) > 0 || n != 1 {
		t.Fatalf("nogroup: %d CRDs, errors:\n%s", n, strings.Join(errs, "\n"))
	}
	expect(t, "warning", warns, [2]string{"types.go:2", "the package has no +groupName"})
}

// Two kinds of one group and plural would be one file, the second
// overwriting the first (as controller-gen writes them).
func TestSamePlural(t *testing.T) {
	_, errs, _ := buildCase(t, "plural")
	expect(t, "error", errs, [2]string{"v1/types.go:16", "its CRD is named mice.plural.example.com, as Mouse.plural.example.com's is (declared at"})
}

// Selectable fields the API server refuses: errors, or warnings for the
// drop-in, which writes what controller-gen writes.
func TestSelectableFields(t *testing.T) {
	_, errs, _ := buildCase(t, "selectable")
	expect(t, "error", errs,
		[2]string{"v1/types.go:15", `.spec.items is of type "array"`},
		[2]string{"v1/types.go:16", "may not be below metadata"},
		[2]string{"v1/types.go:17", `.spec has no field "cout" (it has count, items, sub)`},
		[2]string{"v1/types.go:18", "it is given twice"})

	pkgs, _, err := load.Typed(load.Config{Dir: "."}, []string{"./internal/badapi/selectable/..."})
	if err != nil {
		t.Fatal(err)
	}
	crds, warnings, err := Build(pkgs, Options{DropIn: true})
	if err != nil || len(crds) != 1 || len(warnings) != 4 {
		t.Errorf("drop-in: %d CRDs, %d warnings, err %v", len(crds), len(warnings), err)
	}
}
