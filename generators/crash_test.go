package generators_test

import (
	"bytes"
	"fmt"
	"go/parser"
	"go/token"
	"io/fs"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"
)

// synthModule writes a module of groups×kinds +genclient kinds, resolvable
// offline from the module cache (its go.sum is this repository's).
func synthModule(t *testing.T, groups, kinds int) string {
	t.Helper()
	dir := t.TempDir()
	sum, err := os.ReadFile("../go.sum")
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(dir, "go.sum"), string(sum))
	writeFile(t, filepath.Join(dir, "go.mod"), "module example.com/synth\n\ngo 1.26\n\nrequire k8s.io/apimachinery v0.37.2\n")
	for g := range groups {
		var b strings.Builder
		fmt.Fprintf(&b, "// +groupName=group%d.example.com\npackage v1\n\nimport metav1 \"k8s.io/apimachinery/pkg/apis/meta/v1\"\n", g)
		for k := range kinds {
			fmt.Fprintf(&b, `
// +genclient
type Kind%[1]d struct {
	metav1.TypeMeta   `+"`json:\",inline\"`"+`
	metav1.ObjectMeta `+"`json:\"metadata,omitempty\"`"+`
	Spec              Kind%[1]dSpec `+"`json:\"spec\"`"+`
}

type Kind%[1]dSpec struct {
	Size int `+"`json:\"size\"`"+`
}

type Kind%[1]dList struct {
	metav1.TypeMeta `+"`json:\",inline\"`"+`
	metav1.ListMeta `+"`json:\"metadata,omitempty\"`"+`
	Items           []Kind%[1]d `+"`json:\"items\"`"+`
}
`, k)
		}
		writeFile(t, filepath.Join(dir, "apis", fmt.Sprintf("group%d", g), "v1", "types.go"), b.String())
	}
	return dir
}

var tempFile = regexp.MustCompile(`^\..+\.tmp$`)

// TestKillNineNeverBreaksTheTree kills the generator at random points while
// it rewrites a large tree (every file changes: the header differs per
// run), many times. After each kill every file parses; temporary files
// that remain are flagged by --verify; the next complete run removes them
// and leaves exactly the tree a clean run makes.
func TestKillNineNeverBreaksTheTree(t *testing.T) {
	if testing.Short() {
		t.Skip("builds kubegen and runs it many times")
	}
	bin := filepath.Join(t.TempDir(), "kubegen")
	if out, err := exec.Command("go", "build", "-o", bin, "../cmd/kubegen").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	mod := synthModule(t, 8, 12)
	header := filepath.Join(mod, "boilerplate.go.txt")
	generate := func(out string, extra ...string) (*exec.Cmd, *bytes.Buffer) {
		args := append(extra, "--output-dir", out, "--output-pkg", "example.com/synth/out", "--go-header-file", header, "./apis/...")
		cmd := exec.Command(bin, args...)
		cmd.Dir = mod
		cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off")
		var stdout bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stdout
		return cmd, &stdout
	}
	setHeader := func(n int) { writeFile(t, header, fmt.Sprintf("/* run %d */\n", n)) }

	// A clean run, timed, is the reference for the final tree.
	setHeader(0)
	ref := filepath.Join(t.TempDir(), "ref")
	cmd, output := generate(ref)
	start := time.Now()
	if err := cmd.Run(); err != nil {
		t.Fatalf("reference run: %v\n%s", err, output)
	}
	took := time.Since(start)
	refTree := tree(t, ref)
	t.Logf("reference run: %d files in %v", len(refTree), took)

	out := filepath.Join(t.TempDir(), "out")
	if cmd, output := generate(out); cmd.Run() != nil {
		t.Fatalf("first run: %s", output)
	}
	flagged := 0
	for i := 1; i <= 15; i++ {
		setHeader(i)
		cmd, _ := generate(out)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Duration(rand.Int64N(int64(took))))
		cmd.Process.Signal(syscall.SIGKILL)
		cmd.Wait()

		var temps []string
		fset := token.NewFileSet()
		filepath.WalkDir(out, func(p string, d fs.DirEntry, err error) error {
			switch {
			case err != nil || d.IsDir():
			case tempFile.MatchString(d.Name()):
				temps = append(temps, p)
			case strings.HasSuffix(p, ".go"):
				if _, err := parser.ParseFile(fset, p, nil, parser.PackageClauseOnly); err != nil {
					t.Errorf("kill %d: %v", i, err)
				} else if _, err := parser.ParseFile(fset, p, nil, 0); err != nil {
					t.Errorf("kill %d: a generated file does not parse: %v", i, err)
				}
			}
			return nil
		})
		if len(temps) > 0 {
			flagged++
			cmd, stdout := generate(out, "--verify")
			if err := cmd.Run(); err == nil || !strings.Contains(stdout.String(), temps[0]) {
				t.Errorf("kill %d: verify (err %v) does not flag the leftover %s:\n%.2000s", i, err, temps[0], stdout)
			}
		}
	}
	t.Logf("%d of 15 kills left temporary files", flagged)

	setHeader(0)
	if cmd, output := generate(out); cmd.Run() != nil {
		t.Fatalf("run after the kills: %s", output)
	}
	got := tree(t, out)
	for p := range got {
		if tempFile.MatchString(filepath.Base(p)) {
			t.Errorf("temporary file remains after a complete run: %s", p)
		}
	}
	sameTree(t, got, refTree)
	if cmd, output := generate(out, "--verify"); cmd.Run() != nil {
		t.Errorf("verify after the repair run fails:\n%.2000s", output)
	}
}
