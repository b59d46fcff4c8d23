package readmetest

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// repoPathPattern finds a mention of a path below one of this repository's
// own trees, in prose, inline code or a code block alike (architecture.md
// names most files in parentheses, and its picture is a text block). Only
// trees no other project's paths in these pages start with are checked:
// cmd/, internal/ and hack/ also name a user's project, Kubernetes' or the
// testenv module's files. The character before the path must not continue
// a longer path or name (k8s.io/apimachinery/pkg/runtime/..., controller-
// runtime/...), and a trailing dot or comma is the sentence's. A `*` is a
// glob (runtime/shard*.go); a path with a placeholder (<name>) is skipped.
var repoPathPattern = regexp.MustCompile(`(?:^|[^A-Za-z0-9_./<-])((?:generators|templates|runtime|shard|testenv)/[A-Za-z0-9_./*<>-]*[A-Za-z0-9_*/>])`)

// missingRepoPaths returns, for each of files, one message per mentioned
// repository path (repoPathPattern) that matches no file or directory
// below repo.
func missingRepoPaths(repo string, files []string) ([]string, error) {
	var missing []string
	for _, file := range files {
		b, err := os.ReadFile(file)
		if err != nil {
			return nil, err
		}
		for i, line := range strings.Split(string(b), "\n") {
			for _, m := range repoPathPattern.FindAllStringSubmatch(line, -1) {
				p := m[1]
				if strings.Contains(p, "<") {
					continue
				}
				found, err := filepath.Glob(filepath.Join(repo, filepath.FromSlash(p)))
				if err != nil {
					return nil, fmt.Errorf("%s:%d: %s: %w", file, i+1, p, err)
				}
				if len(found) == 0 {
					missing = append(missing, fmt.Sprintf("%s:%d: %s does not exist in the repository", file, i+1, p))
				}
			}
		}
	}
	return missing, nil
}

// TestDocRepoPaths: every file or directory of this repository that
// README.md and docs/*.md name exists, so that a file moved or renamed in
// a refactoring cannot leave the architecture notes pointing at nothing.
func TestDocRepoPaths(t *testing.T) {
	repo, files := repoDocFiles(t)
	missing, err := missingRepoPaths(repo, files)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range missing {
		t.Error(m)
	}
}

func TestDocRepoPathsCheck(t *testing.T) {
	repo := t.TempDir()
	write(t, filepath.Join(repo, "generators", "load", "session.go"), "package load\n")
	write(t, filepath.Join(repo, "runtime", "shard.go"), "package runtime\n")
	write(t, filepath.Join(repo, "docs", "a.md"), "# A\n\n"+
		"The session (generators/load/session.go), `generators/load/`, runtime/shard*.go and `generators/load`.\n"+
		"Gone: generators/load/sesion.go, and `templates/x.tmpl`.\n"+
		"```text\n│ generators/lod │\n```\n"+
		"Not ours: k8s.io/apimachinery/pkg/runtime/schema, controller-runtime/pkg, cmd/x/main.go, generators/<name>/x.go.\n")
	doc := filepath.Join(repo, "docs", "a.md")
	missing, err := missingRepoPaths(repo, []string{doc})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		doc + ":4: generators/load/sesion.go does not exist in the repository",
		doc + ":4: templates/x.tmpl does not exist in the repository",
		doc + ":6: generators/lod does not exist in the repository",
	}
	if strings.Join(missing, "\n") != strings.Join(want, "\n") {
		t.Errorf("missing paths:\n%s\nwant:\n%s", strings.Join(missing, "\n"), strings.Join(want, "\n"))
	}
}
