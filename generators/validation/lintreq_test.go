package validation

import (
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// Upstream's requiredness lint cases (code-generator's
// TestLintRequiredness), as one package: ours fails at exactly the fields
// marked "// lint" in testdata/verrparity/lintreq/types.go, the fields
// upstream's validation-gen names for that package, and at no other line.
// (Its fixed-size array cases are left out: both refuse arrays before
// linting; so is a pointer to a named list, which both refuse too.)
func TestRequirednessLintIsUpstreams(t *testing.T) {
	src, err := os.ReadFile("testdata/verrparity/lintreq/types.go")
	if err != nil {
		t.Fatal(err)
	}
	var want []int
	for i, l := range strings.Split(string(src), "\n") {
		if strings.HasSuffix(l, "// lint") {
			want = append(want, i+1)
		}
	}
	_, err = generate(t, Gen{ReadOnlyPkgs: readonly}, "./testdata/verrparity/lintreq")
	if err == nil {
		t.Fatal("no error")
	}
	at := regexp.MustCompile(`(?m)^testdata/verrparity/lintreq/types\.go:(\d+): lint: .*: field with validation must have \+k8s:optional, \+k8s:required or \+k8s:forbidden`)
	var got []int
	for _, m := range at.FindAllStringSubmatch(err.Error(), -1) {
		n, _ := strconv.Atoi(m[1])
		got = append(got, n)
	}
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("lint errors at lines %v, want %v:\n%v", got, want, err)
	}
	if n := strings.Count(err.Error(), "\n") + 1; n != len(want) {
		t.Errorf("%d lines of errors, want %d, one per field:\n%v", n, len(want), err)
	}
}
