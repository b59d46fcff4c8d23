package cgtest

import (
	"bytes"
	"fmt"
	"regexp"
	"sort"
	"strings"
)

// Compare lists how got differs from want, one line each; none when they
// agree. exact requires every byte and the exit code (upstream against its
// own recording); otherwise got is held to what a drop-in owes (see the
// package comment): a run upstream accepts must succeed with the same files
// and standard output, and a run upstream rejects must fail, write nothing
// and name every file:line upstream names.
func Compare(want, got *Result, exact bool) []string {
	var diffs []string
	add := func(format string, args ...any) { diffs = append(diffs, fmt.Sprintf(format, args...)) }
	if exact {
		if want.Exit != got.Exit {
			add("exit code %d, upstream's %d", got.Exit, want.Exit)
		}
		// Upstream reports the errors of a run in an order that changes
		// from run to run (map iteration): its lines are compared sorted.
		if w, g := sortedLines(varying(want.Stderr, want.StderrVaries)), sortedLines(varying(got.Stderr, want.StderrVaries)); w != g {
			add("standard error differs (lines sorted): %s", firstLineDiff(w, g))
		}
	}
	if !exact && want.Exit != 0 {
		if got.Exit == 0 {
			add("exit code 0, but upstream rejects this case (exit %d):\n%s", want.Exit, want.Stderr)
		}
		for _, rel := range sortedKeys(got.Files, nil) {
			add("%s: written although the run fails (write nothing on an error)", rel)
		}
		for _, pos := range missingPositions(want.Stderr, got.Stderr) {
			add("the messages do not name %s, which upstream's do:\n%s", pos, want.Stderr)
		}
		return diffs
	}
	if !exact && got.Exit != 0 {
		add("exit code %d, upstream's 0; standard error:\n%s", got.Exit, got.Stderr)
	}
	if want.Stdout != got.Stdout {
		add("standard output differs: %s", firstLineDiff(want.Stdout, got.Stdout))
	}
	if !exact && helpOutput(want) && want.Stderr != got.Stderr {
		add("standard error differs (it is the help upstream prints): %s", firstLineDiff(want.Stderr, got.Stderr))
	}
	for _, rel := range sortedKeys(want.Files, got.Files) {
		w, inWant := want.Files[rel]
		g, inGot := got.Files[rel]
		switch {
		case !inGot:
			add("%s: upstream writes it, this run did not", rel)
		case !inWant:
			add("%s: written, upstream does not write it", rel)
		case !bytes.Equal(w, g):
			add("%s: %s", rel, firstLineDiff(string(w), string(g)))
		}
	}
	return diffs
}

// helpOutput reports whether upstream's standard error is the output of
// the run rather than its messages: a run that succeeds without writing a
// file and prints there (-h, -w), whose text a drop-in owes byte for byte.
func helpOutput(want *Result) bool {
	return want.Exit == 0 && len(want.Files) == 0 && want.Stderr != ""
}

// varying is s with every match of res replaced by "…".
func varying(s string, res []*regexp.Regexp) string {
	for _, re := range res {
		s = re.ReplaceAllString(s, "…")
	}
	return s
}

// sortedLines is s with its lines sorted.
func sortedLines(s string) string {
	lines := strings.Split(s, "\n")
	sort.Strings(lines)
	return strings.Join(lines, "\n")
}

// positionRE finds file:line positions of Go files in messages.
var positionRE = regexp.MustCompile(`([A-Za-z0-9_./-]+\.go):([0-9]+)`)

// missingPositions lists the file:line positions named in want that got
// does not name. Paths are compared by their ends, so that a relative path
// names the same file as an absolute one.
func missingPositions(want, got string) []string {
	var missing []string
	seen := map[string]bool{}
	gotPos := positionRE.FindAllStringSubmatch(got, -1)
	for _, m := range positionRE.FindAllStringSubmatch(want, -1) {
		pos := m[1] + ":" + m[2]
		if seen[pos] {
			continue
		}
		seen[pos] = true
		found := false
		for _, g := range gotPos {
			if g[2] == m[2] && (g[1] == m[1] || strings.HasSuffix(g[1], "/"+m[1]) || strings.HasSuffix(m[1], "/"+g[1])) {
				found = true
				break
			}
		}
		if !found {
			missing = append(missing, pos)
		}
	}
	return missing
}

// firstLineDiff names the first line at which two texts differ.
func firstLineDiff(want, got string) string {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(wl) || i < len(gl); i++ {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g || i >= len(wl) || i >= len(gl) {
			return fmt.Sprintf("first difference at line %d: upstream %q, this run %q", i+1, w, g)
		}
	}
	return "differs"
}
