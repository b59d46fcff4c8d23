package validation

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// upstreamDocs runs upstream's `validation-gen --docs`, built from the
// module cache; without it (no module, -short) the test is skipped.
func upstreamDocs(t *testing.T) []byte {
	t.Helper()
	if testing.Short() {
		t.Skip("builds upstream's validation-gen: not with -short")
	}
	gobin := t.TempDir()
	install := exec.Command("go", "install", "k8s.io/code-generator/cmd/validation-gen@v0.37.2")
	install.Dir = gobin
	install.Env = append(os.Environ(), "GOBIN="+gobin, "GOWORK=off", "GOFLAGS=-mod=mod")
	if out, err := install.CombinedOutput(); err != nil {
		t.Skipf("cannot build upstream's validation-gen v0.37.2: %v\n%s", err, out)
	}
	out, err := exec.Command(filepath.Join(gobin, "validation-gen"), "--docs").Output()
	if err != nil {
		t.Fatalf("upstream's validation-gen --docs: %v", err)
	}
	return out
}

// entryStart is the first line of an entry of the printed list, and tagLine
// its tag's line.
var (
	entryStart = regexp.MustCompile(`(?m)^    \{\n`)
	tagLine    = regexp.MustCompile(`(?m)^        "Tag": "([^"]*)",$`)
)

// --docs prints upstream's text of each tag ours generates, byte for byte:
// upstream's output cut by text (not through a JSON decoder) to those
// entries, in its order; and the embedded copy is upstream's current output.
func TestDocsAreUpstreams(t *testing.T) {
	up := upstreamDocs(t)
	if !bytes.Equal(up, upstreamTagDocs) {
		t.Errorf("tagdocs.json is not what upstream's validation-gen --docs prints: rerun hack/validation-docs.sh")
	}
	text := string(up)
	if !strings.HasPrefix(text, "[\n") || !strings.HasSuffix(text, "\n    }\n]\n\n") {
		t.Fatalf("upstream's --docs output has another shape than this test reads:\n%.200s", text)
	}
	body := strings.TrimSuffix(strings.TrimPrefix(text, "[\n"), "\n]\n\n")
	starts := entryStart.FindAllStringIndex(body, -1)
	tags := docTags()
	var kept, left []string
	for i, s := range starts {
		end := len(body)
		if i+1 < len(starts) {
			end = starts[i+1][0] - len(",\n")
		}
		entry := body[s[0]:end]
		m := tagLine.FindStringSubmatch(entry)
		if m == nil {
			t.Fatalf("an entry of upstream's output has no tag line:\n%s", entry)
		}
		if slices.Contains(tags, m[1]) {
			kept = append(kept, entry)
		} else {
			left = append(left, m[1])
		}
	}
	if len(kept) != len(tags) {
		t.Fatalf("upstream documents %d of the %d tags ours generates", len(kept), len(tags))
	}
	want := "[\n" + strings.Join(kept, ",\n") + "\n]\n\n"
	got, notes, err := tagDocs(tags)
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Errorf("--docs differs from upstream's entries:\n--- ours\n%s\n--- upstream's\n%s", got, want)
	}
	// The notes name exactly the upstream tags left out.
	var named []string
	for _, w := range strings.Fields(notes) {
		if tag, ok := strings.CutPrefix(w, "+"); ok {
			named = append(named, tag)
		}
	}
	slices.Sort(left)
	if !slices.Equal(named, left) {
		t.Errorf("stderr should name the upstream tags left out (%v), and only those:\n%s", left, notes)
	}
}

// A tag ours generates that upstream does not document is an error naming
// it, with nothing printed.
func TestDocsUndocumentedTagIsAnError(t *testing.T) {
	out, _, err := tagDocs(append(docTags(), "k8s:madeUp"))
	if err == nil || !strings.Contains(err.Error(), "+k8s:madeUp") || out != "" {
		t.Errorf("tagDocs with an undocumented tag: %v, printed %d bytes; want an error naming +k8s:madeUp and nothing printed", err, len(out))
	}
	if _, _, err := tagDocs(docTags()); err != nil {
		t.Errorf("tagDocs of the tags ours generates: %v", err)
	}
}
