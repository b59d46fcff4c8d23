package readmetest

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// shellComment is a trailing comment on a command line, which the README
// may word differently from the page it summarises.
var shellComment = regexp.MustCompile(`\s+#\s.*$`)

// codeLines returns the lines of the fenced code blocks of a Markdown
// file, trimmed and without trailing shell comments, each with its
// file:line; comment-only and empty lines are left out.
func codeLines(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	lines := map[string]string{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	n, inFence := 0, false
	for sc.Scan() {
		n++
		text := sc.Text()
		if strings.HasPrefix(strings.TrimSpace(text), "```") { // fences in lists are indented
			inFence = !inFence
			continue
		}
		code := strings.TrimSpace(shellComment.ReplaceAllString(text, ""))
		if !inFence || code == "" || strings.HasPrefix(code, "# ") {
			continue
		}
		if _, dup := lines[code]; !dup {
			lines[code] = fmt.Sprintf("%s:%d", path, n)
		}
	}
	return lines, sc.Err()
}

// quickStartDrift returns a message for each code line of readme that is
// in no code block of pages: the README's quick starts are excerpts of
// the pages, whose walk-throughs the other tests follow, so a line found
// only in the README is one no test runs.
func quickStartDrift(readme string, pages []string) ([]string, error) {
	inPages := map[string]bool{}
	for _, p := range pages {
		lines, err := codeLines(p)
		if err != nil {
			return nil, err
		}
		for l := range lines {
			inPages[l] = true
		}
	}
	lines, err := codeLines(readme)
	if err != nil {
		return nil, err
	}
	var drift []string
	for l, pos := range lines {
		if !inPages[l] {
			drift = append(drift, fmt.Sprintf("%s: %q is in no code block of docs/*.md; copy it from the page the quick start links to", pos, l))
		}
	}
	sort.Strings(drift)
	return drift, nil
}

// TestReadmeQuickStartsInDocs: every line of the README's code blocks is a
// line of a code block in docs/*.md (trailing comments aside).
func TestReadmeQuickStartsInDocs(t *testing.T) {
	_, files := repoDocFiles(t)
	drift, err := quickStartDrift(files[0], files[1:])
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range drift {
		t.Error(d)
	}
}

func TestReadmeQuickStartsCheck(t *testing.T) {
	dir := t.TempDir()
	readme := filepath.Join(dir, "README.md")
	page := filepath.Join(dir, "page.md")
	write(t, readme, "```sh\ngo mod tidy   # short\n# a comment\n\ngo build ./...\n```\nprose: go vet\n")
	write(t, page, "```sh\n  go mod tidy      # the long comment\n```\n")
	drift, err := quickStartDrift(readme, []string{page})
	if err != nil {
		t.Fatal(err)
	}
	if len(drift) != 1 || !strings.Contains(drift[0], "README.md:5:") || !strings.Contains(drift[0], `"go build ./..."`) {
		t.Errorf("drift = %q, want one message for go build at README.md:5", drift)
	}
}
