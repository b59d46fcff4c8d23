package validation

import (
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// Upstream's lint unit cases that a whole input can show, each package
// holding one rule's cases: ours fails at exactly the fields marked
// "// lint" (at the field or one of its tag lines), the fields upstream's
// validation-gen fails on for that package, and nowhere else.
//   - lintreq: TestLintRequiredness (its fixed-size array cases are left
//     out, both refuse arrays before linting; so is a pointer to a named
//     list, which both refuse too).
//   - lintlevel: TestRuleStability in a stable package.
//   - lintprefix: TestRuleAlphaBetaPrefix's level tags without a tag.
func TestLintIsUpstreams(t *testing.T) {
	for _, name := range []string{"lintreq", "lintlevel", "lintprefix"} {
		t.Run(name, func(t *testing.T) { failsAtMarkedFields(t, "testdata/verrparity/"+name) })
	}
}

// failsAtMarkedFields checks that generating dir fails with one error per
// line, each at a field marked "// lint" in dir/types.go or at a comment
// line above it, and at least one at each such field.
func failsAtMarkedFields(t *testing.T, dir string) {
	t.Helper()
	src, err := os.ReadFile(dir + "/types.go")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(src), "\n")
	var want []int
	for i, l := range lines {
		if strings.HasSuffix(l, "// lint") {
			want = append(want, i+1)
		}
	}
	_, err = generate(t, Gen{ReadOnlyPkgs: readonly}, "./"+dir)
	if err == nil {
		t.Fatal("no error")
	}
	at := regexp.MustCompile(`^` + regexp.QuoteMeta(dir) + `/types\.go:(\d+): `)
	var got []int
	for _, e := range strings.Split(err.Error(), "\n") {
		m := at.FindStringSubmatch(e)
		if m == nil {
			t.Errorf("error not at a line of %s/types.go: %s", dir, e)
			continue
		}
		// The field the error is about: the first line from it that is
		// not a comment.
		n, _ := strconv.Atoi(m[1])
		for n <= len(lines) && strings.HasPrefix(strings.TrimSpace(lines[n-1]), "//") {
			n++
		}
		got = append(got, n)
	}
	slices.Sort(got)
	if got = slices.Compact(got); !slices.Equal(got, want) {
		t.Errorf("errors at the fields of lines %v, want %v:\n%v", got, want, err)
	}
}
