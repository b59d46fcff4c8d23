package generators

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// deepcopy-gen and register-gen apply --lint-rules as upstream v0.37.2's
// do: every input package is checked before anything is written, a finding
// fails the run, and without the flag the same doc.go is accepted.
func TestHelpersLintRules(t *testing.T) {
	dir := helperModule(t, widgetTypes)
	t.Setenv("GOWORK", "off")
	t.Setenv("GOFLAGS", "-mod=mod")
	t.Setenv("GOPROXY", "off")
	t.Chdir(dir)
	doc := filepath.Join(dir, "apis/w/v1/doc.go")
	for _, c := range []struct {
		name, doc, rules string
		addFlags         Flags
		file, want       string
	}{
		{"deepcopy-gen", "// +k8s:deepcopy-gen=package\n// +k8s:foo-gen=true\n// +groupName=w.example.com\npackage v1\n", "known-tags-only",
			AddDeepcopyGenFlags, "zz_generated.deepcopy.go",
			"doc.go:2: example.com/m/apis/w/v1: +k8s:foo-gen: unknown generator tag (--lint-rules=known-tags-only)"},
		{"register-gen", "// +groupName=w.example.com\npackage v1\n", "require-explicit-disablement",
			AddRegisterGenFlags, "zz_generated.register.go",
			"doc.go:2: example.com/m/apis/w/v1: this package holds versioned API types but its doc.go does not configure deepcopy-gen (--lint-rules=require-explicit-disablement)"},
	} {
		if err := os.WriteFile(doc, []byte(c.doc), 0o644); err != nil {
			t.Fatal(err)
		}
		out := filepath.Join(dir, "apis/w/v1", c.file)
		var stdout, stderr bytes.Buffer
		code := Command(c.name, c.addFlags, []string{"--output-file", c.file, "--lint-rules", c.rules, "./apis/w/v1"}, &stdout, &stderr)
		if code != 1 || !strings.Contains(stderr.String(), c.want) {
			t.Errorf("%s --lint-rules=%s: exit %d, stderr:\n%s\nwant exit 1 and %q", c.name, c.rules, code, stderr.String(), c.want)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("%s --lint-rules=%s wrote %s despite the finding", c.name, c.rules, c.file)
		}
		stderr.Reset()
		if code := Command(c.name, c.addFlags, []string{"--output-file", c.file, "./apis/w/v1"}, &stdout, &stderr); code != 0 {
			t.Errorf("%s without --lint-rules: exit %d: %s", c.name, code, stderr.String())
		}
		if _, err := os.Stat(out); err != nil {
			t.Errorf("%s without --lint-rules: %v", c.name, err)
		}
		os.Remove(out)
	}
}
