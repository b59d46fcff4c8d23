package readmetest

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"
)

// linkPattern finds the target of a Markdown link or image: "](target)".
var linkPattern = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// codeSpan is inline code, whose text is not a link.
var codeSpan = regexp.MustCompile("`[^`]*`")

// docLink is one link of a Markdown file and where it is.
type docLink struct {
	target string
	pos    string // file:line
}

// markdownLinks returns the links of a Markdown file outside code blocks
// and inline code, and the anchors its headings get.
func markdownLinks(path string) (links []docLink, anchors map[string]bool, err error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, err
	}
	anchors = map[string]bool{}
	seen := map[string]int{} // slug → how many headings had it, for GitHub's -1, -2 suffixes
	inFence := false
	for i, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "```") { // fences in lists are indented
			inFence = !inFence
			continue
		}
		if inFence {
			continue
		}
		if h := headingText(line); h != "" {
			slug := headingSlug(h)
			if n := seen[slug]; n > 0 {
				anchors[fmt.Sprintf("%s-%d", slug, n)] = true
			} else {
				anchors[slug] = true
			}
			seen[slug]++
		}
		for _, m := range linkPattern.FindAllStringSubmatch(codeSpan.ReplaceAllString(line, ""), -1) {
			links = append(links, docLink{target: m[1], pos: fmt.Sprintf("%s:%d", path, i+1)})
		}
	}
	return links, anchors, nil
}

// headingText is the text of an ATX heading line ("## Text"), or "".
func headingText(line string) string {
	hashes := len(line) - len(strings.TrimLeft(line, "#"))
	if hashes == 0 || hashes > 6 || !strings.HasPrefix(line[hashes:], " ") {
		return ""
	}
	return strings.TrimSpace(line[hashes:])
}

// headingSlug is the anchor GitHub gives a heading: lower case, spaces to
// hyphens, every other character but letters, digits, '-' and '_' dropped.
func headingSlug(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(heading) {
		switch {
		case r == ' ':
			b.WriteRune('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

// brokenLinks checks every relative link of files: the file or directory
// it names must exist, and an anchor must be a heading of the Markdown
// file it points into. It returns one message per broken link.
func brokenLinks(files []string) ([]string, error) {
	anchorsOf := map[string]map[string]bool{}
	anchors := func(path string) (map[string]bool, error) {
		if a, ok := anchorsOf[path]; ok {
			return a, nil
		}
		_, a, err := markdownLinks(path)
		anchorsOf[path] = a
		return a, err
	}
	var broken []string
	for _, file := range files {
		links, _, err := markdownLinks(file)
		if err != nil {
			return nil, err
		}
		for _, l := range links {
			if strings.Contains(l.target, "://") || strings.HasPrefix(l.target, "mailto:") {
				continue
			}
			path, anchor, _ := strings.Cut(l.target, "#")
			target := file
			if path != "" {
				target = filepath.Join(filepath.Dir(file), filepath.FromSlash(path))
				if _, err := os.Stat(target); err != nil {
					broken = append(broken, fmt.Sprintf("%s: link %s: no file %s", l.pos, l.target, path))
					continue
				}
			}
			if anchor == "" {
				continue
			}
			if !strings.HasSuffix(target, ".md") {
				broken = append(broken, fmt.Sprintf("%s: link %s: an anchor into a file that is not Markdown", l.pos, l.target))
				continue
			}
			a, err := anchors(target)
			if err != nil {
				return nil, err
			}
			if !a[anchor] {
				broken = append(broken, fmt.Sprintf("%s: link %s: %s has no heading with the anchor #%s", l.pos, l.target, filepath.Base(target), anchor))
			}
		}
	}
	return broken, nil
}

// TestReadmeLinks: every relative link of README.md, docs/*.md and
// examples/README.md (which links into docs/) names a file that exists
// and, with an anchor, a heading of that file, so that moving a section
// between pages cannot leave a dead link behind.
func TestReadmeLinks(t *testing.T) {
	repo, files := repoDocFiles(t)
	broken, err := brokenLinks(append(files, filepath.Join(repo, "examples", "README.md")))
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range broken {
		t.Error(b)
	}
}

func TestReadmeLinksCheck(t *testing.T) {
	repo := t.TempDir()
	write(t, filepath.Join(repo, "README.md"), "# Title\n\nSee [the guide](docs/guide.md#use-it-twice), [here](#title), "+
		"[gone](docs/gone.md), [no anchor](docs/guide.md#missing), `[code](nowhere.md)`, [web](https://example.com/x).\n"+
		"```\n[in a block](nowhere.md)\n```\n")
	write(t, filepath.Join(repo, "docs", "guide.md"), "# Guide\n\n## Use it: twice\n\n## Use it: twice\n\n[back](../README.md#title) [second](#use-it-twice-1)\n")
	files, err := docFiles(repo)
	if err != nil {
		t.Fatal(err)
	}
	broken, err := brokenLinks(files)
	if err != nil {
		t.Fatal(err)
	}
	readme := filepath.Join(repo, "README.md")
	want := []string{
		readme + ":3: link docs/gone.md: no file docs/gone.md",
		readme + ":3: link docs/guide.md#missing: guide.md has no heading with the anchor #missing",
	}
	if strings.Join(broken, "\n") != strings.Join(want, "\n") {
		t.Errorf("broken links:\n%s\nwant:\n%s", strings.Join(broken, "\n"), strings.Join(want, "\n"))
	}
}
