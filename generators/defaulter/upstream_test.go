package defaulter

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/internal/testfs"
)

// TestUpstreamBinary is the check behind hack/defaulter-equivalence.sh
// (set KUBEGEN_DEFAULTER_EQUIV=1 and UPSTREAM_DEFAULTER_GEN to upstream
// v0.37.2's binary): on the same inputs, in scratch copies, upstream's
// defaulter-gen and ours write the same files, comment lines aside. The
// inputs: this package's test data, upstream's own output tests
// (k8s.io/code-generator's cmd/defaulter-gen/output_tests), the versioned
// APIs of apiextensions-apiserver, kube-aggregator and sample-apiserver,
// and every group version of k8s.io/api defaulted from a package of its
// own (+k8s:defaulter-gen-input), as k8s.io/kubernetes's pkg/apis/*/v1
// default them: k8s.io/api itself asks for no defaulters, but its fields
// carry +default markers.
func TestUpstreamBinary(t *testing.T) {
	if os.Getenv("KUBEGEN_DEFAULTER_EQUIV") == "" {
		t.Skip("set KUBEGEN_DEFAULTER_EQUIV=1 (hack/defaulter-equivalence.sh) to run")
	}
	upstream := os.Getenv("UPSTREAM_DEFAULTER_GEN")
	if upstream == "" {
		t.Fatal("UPSTREAM_DEFAULTER_GEN must name upstream's defaulter-gen")
	}
	t.Setenv("GOWORK", "off")
	t.Setenv("GOFLAGS", "-mod=mod")

	t.Run("testdata", func(t *testing.T) {
		dir := t.TempDir()
		root, _ := filepath.Abs("../..")
		for _, f := range []string{"go.mod", "go.sum"} {
			b, err := os.ReadFile(filepath.Join(root, f))
			if err != nil {
				t.Fatal(err)
			}
			os.WriteFile(filepath.Join(dir, f), b, 0o644)
		}
		testfs.CopyTree(t, "testdata", filepath.Join(dir, "generators/defaulter/testdata"))
		var inputs []string
		for _, p := range []string{"shapes/v1", "input/v1", "empty/v1", "off/v1", "warnings/v1"} {
			inputs = append(inputs, "./generators/defaulter/testdata/"+p)
		}
		compareWithUpstream(t, upstream, dir, []string{testdata + "/shapes/peer"}, inputs)
	})
	t.Run("output_tests", func(t *testing.T) {
		dir := t.TempDir()
		testfs.CopyTree(t, downloadModule(t, "k8s.io/code-generator@"+upstreamVersion), dir)
		compareWithUpstream(t, upstream, dir, nil, []string{"./cmd/defaulter-gen/output_tests/..."})
	})
	for _, m := range upstreamModules {
		t.Run(filepath.Base(m.path), func(t *testing.T) {
			dir := t.TempDir()
			testfs.CopyTree(t, downloadModule(t, m.path+"@"+upstreamVersion), dir)
			compareWithUpstream(t, upstream, dir, nil, m.packages)
		})
	}
	t.Run("k8s.io/api", func(t *testing.T) {
		api := downloadModule(t, "k8s.io/api@"+upstreamVersion)
		dir := t.TempDir()
		gomod := fmt.Sprintf("module example.com/apidefaults\n\ngo 1.24\n\nrequire (\n\tk8s.io/api %s\n\tk8s.io/apimachinery %s\n)\n", upstreamVersion, upstreamVersion)
		os.WriteFile(filepath.Join(dir, "go.mod"), []byte(gomod), 0o644)
		if sum, err := os.ReadFile("../../go.sum"); err == nil {
			os.WriteFile(filepath.Join(dir, "go.sum"), sum, 0o644)
		}
		var inputs []string
		filepath.Walk(api, func(p string, info os.FileInfo, err error) error {
			if err != nil || info.Name() != "types.go" {
				return nil
			}
			src, _ := os.ReadFile(p)
			if !bytes.Contains(src, []byte("metav1.TypeMeta")) {
				return nil
			}
			rel, _ := filepath.Rel(api, filepath.Dir(p))
			rel = filepath.ToSlash(rel)
			doc := fmt.Sprintf("// +k8s:defaulter-gen=TypeMeta\n// +k8s:defaulter-gen-input=k8s.io/api/%s\n\npackage %s\n", rel, filepath.Base(rel))
			os.MkdirAll(filepath.Join(dir, rel), 0o755)
			os.WriteFile(filepath.Join(dir, rel, "doc.go"), []byte(doc), 0o644)
			inputs = append(inputs, "./"+rel)
			return nil
		})
		sort.Strings(inputs)
		if len(inputs) < 40 {
			t.Fatalf("found %d group versions in k8s.io/api, expected more", len(inputs))
		}
		compareWithUpstream(t, upstream, dir, nil, inputs)
	})
}

// compareWithUpstream runs upstream's binary on inputs in dir, keeps what
// it wrote, removes it, generates ours and compares.
func compareWithUpstream(t *testing.T, upstream, dir string, peers, inputs []string) {
	t.Helper()
	args := []string{"--output-file", DefaultOutputFile}
	if len(peers) > 0 {
		args = append(args, "--extra-peer-dirs", strings.Join(peers, ","))
	}
	cmd := exec.Command(upstream, append(args, inputs...)...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("upstream defaulter-gen: %v\n%s", err, out)
	}
	theirs := map[string][]byte{}
	filepath.Walk(dir, func(p string, info os.FileInfo, err error) error {
		if err == nil && info.Name() == DefaultOutputFile {
			theirs[p], _ = os.ReadFile(p)
			os.Remove(p)
		}
		return nil
	})
	pkgs, _, err := load.Typed(load.Config{Dir: dir}, inputs)
	if err != nil {
		t.Fatal(err)
	}
	var header []byte
	for _, b := range theirs {
		header = headerOf(b)
		break
	}
	files, _, err := Files(pkgs, Options{OutputFile: DefaultOutputFile, ExtraPeerDirs: peers, Header: header, Load: load.NewSession(load.Config{Dir: dir})})
	if err != nil {
		t.Fatal(err)
	}
	same, objects, withObjects := 0, 0, 0
	for _, f := range files {
		if n := bytes.Count(f.Content, []byte("\nfunc SetObjectDefaults_")); n > 0 {
			objects += n
			withObjects++
		}
		want, ok := theirs[f.Path]
		delete(theirs, f.Path)
		switch {
		case !ok:
			t.Errorf("%s: we wrote it, upstream did not", f.Path)
		case !bytes.Equal(withoutCommentLines(f.Content), withoutCommentLines(want)):
			t.Errorf("%s differs from upstream's:\n--- ours\n%s\n--- upstream\n%s", f.Path, f.Content, want)
		default:
			same++
		}
	}
	for p := range theirs {
		t.Errorf("%s: upstream wrote it, we did not", p)
	}
	t.Logf("%d packages, %d files identical to upstream's apart from comment lines; %d of them with %d object defaulters", len(inputs), same, withObjects, objects)
}
