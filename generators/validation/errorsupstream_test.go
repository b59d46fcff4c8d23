package validation

import (
	"bufio"
	"flag"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// upstreamErrorsFile holds upstream's verdict on every errorCases input,
// one tab-separated line per case: name, input, verdict (refuses,
// accepts-builds or accepts-nobuild) and upstream's message (its error,
// or go vet's on its output). hack/validation-errors.sh writes it.
const upstreamErrorsFile = "testdata/want/errors-upstream.txt"

// errorCasesOut, when set, makes TestErrorsAgreeWithUpstream write the
// cases hack/validation-errors.sh runs upstream on instead of checking.
var errorCasesOut = flag.String("error-cases", "", "write the error cases for hack/validation-errors.sh to this file")

// leftToOthers are rows upstream accepts with output that builds whose
// shape another change is making ours generate (docs/validation-gen.md,
// "Next"): logged, not failed, until their verdict changes.
var leftToOthers = map[string]string{}

// upstreamVerdict is one line of upstreamErrorsFile.
type upstreamVerdict struct {
	input, verdict, message string
}

// Ours may refuse an input upstream accepts only when upstream's output
// for it does not build: every errorCases row must have upstream's
// verdict recorded, and that verdict must not be "accepts-builds".
func TestErrorsAgreeWithUpstream(t *testing.T) {
	if *errorCasesOut != "" {
		if err := writeErrorCases(*errorCasesOut); err != nil {
			t.Fatal(err)
		}
		return
	}
	recorded, err := readUpstreamVerdicts(upstreamErrorsFile)
	if err != nil {
		t.Fatalf("%v (run hack/validation-errors.sh)", err)
	}
	for _, c := range errorCases {
		v, ok := recorded[c.name]
		switch {
		case !ok:
			t.Errorf("%q: no upstream verdict in %s: run hack/validation-errors.sh", c.name, upstreamErrorsFile)
		case v.input != c.input:
			t.Errorf("%q: upstream's verdict is for %s, the case is now %s: run hack/validation-errors.sh", c.name, v.input, c.input)
		case v.verdict == "accepts-builds" && leftToOthers[c.name] != "":
			t.Logf("%q: upstream accepts %s and its output builds; left to %s", c.name, c.input, leftToOthers[c.name])
		case v.verdict == "accepts-builds":
			t.Errorf("%q: ours refuses %s but upstream accepts it and its output builds; generate upstream's output or make it a warning", c.name, c.input)
		case v.verdict != "refuses" && v.verdict != "accepts-nobuild":
			t.Errorf("%q: unknown verdict %q in %s", c.name, v.verdict, upstreamErrorsFile)
		}
		if ok && v.verdict != "accepts-builds" && leftToOthers[c.name] != "" {
			t.Errorf("%q: upstream's verdict is now %s: take it out of leftToOthers", c.name, v.verdict)
		}
		delete(recorded, c.name)
	}
	for name := range recorded {
		t.Errorf("%s records %q, which is no error case: run hack/validation-errors.sh", upstreamErrorsFile, name)
	}
}

// readUpstreamVerdicts reads upstreamErrorsFile by case name.
func readUpstreamVerdicts(path string) (map[string]upstreamVerdict, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	out := map[string]upstreamVerdict{}
	for i, line := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		f := strings.SplitN(line, "\t", 4)
		if len(f) != 4 {
			return nil, fmt.Errorf("%s:%d: want name, input, verdict and message separated by tabs", path, i+1)
		}
		if _, dup := out[f[0]]; dup {
			return nil, fmt.Errorf("%s:%d: case %q again", path, i+1, f[0])
		}
		out[f[0]] = upstreamVerdict{input: f[1], verdict: f[2], message: f[3]}
	}
	return out, nil
}

// atLine finds the file:line an error case's first want names.
var atLine = regexp.MustCompile(`^(.*\.go):(\d+):$`)

// writeErrorCases writes one tab-separated line per case: name, input,
// read-only packages joined by commas ("-" for none), and the lines of
// the input's files to blank so that upstream meets this case's problem
// alone: the +k8s: comment lines at the other cases of the same input
// ("file:line,line;file:line", "-" for none).
func writeErrorCases(path string) error {
	var b strings.Builder
	for _, c := range errorCases {
		ro := "-"
		if len(c.readonly) > 0 {
			ro = strings.Join(c.readonly, ",")
		}
		blank := map[string][]int{}
		for _, o := range errorCases {
			if o.name == c.name || o.input != c.input || len(o.want) == 0 {
				continue
			}
			m := atLine.FindStringSubmatch(o.want[0])
			if m == nil || (len(c.want) > 0 && c.want[0] == o.want[0]) {
				continue
			}
			file := filepath.Join(c.input, filepath.Base(m[1]))
			n, _ := strconv.Atoi(m[2])
			lines, err := tagLinesAt(file, n)
			if err != nil {
				return err
			}
			if len(lines) > 0 {
				blank[filepath.Base(file)] = append(blank[filepath.Base(file)], lines...)
			}
		}
		spec := "-"
		if len(blank) > 0 {
			var parts []string
			for _, f := range slices.Sorted(maps.Keys(blank)) {
				ls := blank[f]
				slices.Sort(ls)
				parts = append(parts, f+":"+strings.Trim(strings.Join(strings.Fields(fmt.Sprint(slices.Compact(ls))), ","), "[]"))
			}
			spec = strings.Join(parts, ";")
		}
		fmt.Fprintf(&b, "%s\t%s\t%s\t%s\n", c.name, c.input, ro, spec)
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

// tagLinesAt is the lines of file to blank so that the case at line n
// (a field or type, or a comment line above one) goes: a struct field
// with its whole comment block, or else the +k8s: lines of the type's
// comment block (the type stays: other code names it).
func tagLinesAt(file string, n int) ([]int, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		lines = append(lines, strings.TrimSpace(sc.Text()))
	}
	if n < 1 || n > len(lines) {
		return nil, fmt.Errorf("%s has no line %d", file, n)
	}
	comment := func(i int) bool { return i >= 0 && i < len(lines) && strings.HasPrefix(lines[i], "//") }
	code := n - 1
	for comment(code) {
		code++
	}
	first := code
	for comment(first - 1) {
		first--
	}
	field := code < len(lines) && lines[code] != "" && lines[code] != "}" &&
		!strings.HasPrefix(lines[code], "type ") && !strings.HasPrefix(lines[code], "func ")
	var out []int
	for i := first; i < code; i++ {
		if field || strings.Contains(lines[i], "+k8s:") {
			out = append(out, i+1)
		}
	}
	if field {
		out = append(out, code+1)
	}
	return out, nil
}
