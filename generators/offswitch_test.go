package generators

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// kube_codegen.sh runs kubegen once per function with the other
// functions' generators switched off: gen_helpers and gen_register give no
// --output-dir (nothing is written below one), gen_client switches the
// helpers off and, without --with-watch, the listers and informers.
func TestKubegenOffSwitches(t *testing.T) {
	dir := helperModule(t, widgetTypes)
	t.Setenv("GOWORK", "off")
	t.Setenv("GOFLAGS", "-mod=mod")
	t.Setenv("GOPROXY", "off")
	t.Chdir(dir)
	treeOff := []string{"--clientset-subdir", "", "--listers-subdir", "", "--informers-subdir", "", "--applyconfiguration-subdir", ""}
	for _, c := range []struct {
		name string
		args []string
		want []string // written, among others
		only string   // the prefix of every file written
	}{
		{"deepcopy only, no --output-dir", append(slices.Clone(treeOff), "--register-file", ""),
			[]string{"apis/w/v1/zz_generated.deepcopy.go"}, "apis/w/v1/zz_generated.deepcopy.go"},
		{"register only, no --output-dir", append(slices.Clone(treeOff), "--deepcopy-file", ""),
			[]string{"apis/w/v1/zz_generated.register.go"}, "apis/w/v1/zz_generated.register.go"},
		{"clientset without listers, informers, apply configurations", []string{"--output-dir", "out", "--deepcopy-file", "", "--register-file", "",
			"--listers-subdir", "", "--informers-subdir", "", "--applyconfiguration-subdir", "", "--decoders=false"},
			[]string{"out/clientset/versioned/clientset.go", "out/clientset/versioned/typed/w/v1/widget.go"}, "out/clientset/"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			if code := Command("kubegen", AddKubegenFlags, append(c.args, "./apis/w/v1"), &stdout, &stderr); code != 0 {
				t.Fatalf("exit %d: %s", code, stderr.String())
			}
			got := generatedFiles(t, dir)
			for _, w := range c.want {
				if !slices.Contains(got, w) {
					t.Errorf("%s not written; wrote %q", w, got)
				}
			}
			for _, g := range got {
				if !strings.HasPrefix(g, c.only) {
					t.Errorf("%s written by a generator that was switched off", g)
				}
				// The next case starts from the hand-written package.
				if err := os.Remove(filepath.Join(dir, filepath.FromSlash(g))); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

// The informers import the clientset and listers kubegen generates, so
// switching those off while the informers run is a usage error; so is a
// generator writing below --output-dir without one.
func TestKubegenOffSwitchErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"p"}, "--output-dir must be specified"},
		// The fix for a manifests-only run is in the message.
		{[]string{"--crd-output-dir", "config/crd", "p"}, "turn them off: --clientset-subdir= --listers-subdir= --informers-subdir= --applyconfiguration-subdir="},
		{[]string{"--deepcopy-file", "", "--clientset-subdir", "", "--listers-subdir", "", "--informers-subdir", "", "p"}, "--output-dir must be specified"},
		{[]string{"--output-dir", "x", "--clientset-subdir", "", "p"}, "the informers import the generated clientset and listers"},
		{[]string{"--output-dir", "x", "--listers-subdir", "", "p"}, "the informers import the generated clientset and listers"},
	} {
		var stdout, stderr bytes.Buffer
		if code := Command("kubegen", AddKubegenFlags, c.args, &stdout, &stderr); code != 2 || !strings.Contains(stderr.String(), c.want) {
			t.Errorf("kubegen %q: exit %d, stderr %q; want exit 2 and %q", c.args, code, stderr.String(), c.want)
		}
	}
}

// generatedFiles lists the files below dir that a generator wrote (named
// zz_generated.* or below out/), slash-separated and relative to dir.
func generatedFiles(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		if strings.HasPrefix(d.Name(), "zz_generated.") || strings.HasPrefix(rel, "out/") {
			out = append(out, rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}
