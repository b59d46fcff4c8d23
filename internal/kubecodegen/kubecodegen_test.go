package kubecodegen_test

import (
	"bytes"
	"github.com/kubegen/kubegen/internal/testfs"
	"go/scanner"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spf13/pflag"

	"github.com/kubegen/kubegen/generators"
	"github.com/kubegen/kubegen/internal/apicompat"
)

// upstreamTools are the binaries code-generator's kube_codegen.sh installs
// and runs; the run with kubegen's script must execute none of them.
var upstreamTools = []string{
	"applyconfiguration-gen", "client-gen", "conversion-gen", "deepcopy-gen", "defaulter-gen",
	"informer-gen", "lister-gen", "openapi-gen", "register-gen", "validation-gen",
}

// generatedRoot is where the project's gen_client (and gen_openapi) write;
// everything else the scripts write is in the input packages.
const generatedRoot = "pkg/generated"

// The project in testdata/project (deep copies, register files, clients
// with apply configurations, listers and informers in renamed directories,
// a plural exception, --one-input-api, --prefers-protobuf, lint rules)
// generated once by code-generator v0.37.2's
// kube_codegen.sh and once by this repository's, which must run no
// upstream tool: the same files; in the input packages the same code
// (comments aside); below pkg/generated every exported declaration of
// upstream's with the same signature (kubegen's clients, listers and
// informers are API-compatible, not the same code: they name imports their
// own way, the listers and informers run on kubegen's runtime, and the
// apply configurations have Extract functions without an OpenAPI schema);
// and the result builds and vets.
func TestKubeCodegenMatchesUpstream(t *testing.T) {
	if testing.Short() {
		t.Skip("runs code-generator's tools and the go command on a project: not with -short")
	}
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	repo, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	upstream := upstreamModule(t)
	work := t.TempDir()
	upDir, oursDir := filepath.Join(work, "upstream"), filepath.Join(work, "ours")
	for _, d := range []string{upDir, oursDir} {
		if err := os.CopyFS(d, os.DirFS("testdata/project")); err != nil {
			t.Fatal(err)
		}
	}
	// The go command, here and in the scripts, works in the project's
	// module only.
	t.Setenv("GOWORK", "off")
	extra := []string{"GOFLAGS=", "KUBE_CODEGEN_TAG=", "KUBE_VERBOSE="}
	if kubegenHas("openapi-output-dir") {
		extra = append(extra, "WITH_OPENAPI=1")
	}

	upBin := filepath.Join(work, "gobin-upstream")
	runScript(t, bash, upDir, append(extra, "CODEGEN_PKG="+upstream, "GOBIN="+upBin))

	// kubegen's run: a GOBIN of its own, empty, and a PATH of only the
	// directories of the commands the script uses, none holding an upstream
	// tool.
	oursBin := filepath.Join(work, "gobin-ours")
	if err := os.Mkdir(oursBin, 0o755); err != nil {
		t.Fatal(err)
	}
	path := toolPath(t, "go", "bash", "grep", "find", "xargs", "rm", "sort", "dirname", "basename", "mkdir", "mktemp", "diff", "touch", "cksum", "cat", "mv")
	runScript(t, bash, oursDir, append(extra, "CODEGEN_PKG="+repo, "GOBIN="+oursBin, "PATH="+path))
	if got := dirNames(t, oursBin); !slices.Equal(got, []string{"kubegen"}) {
		t.Errorf("GOBIN after kubegen's script holds %q; want only kubegen", got)
	}

	up, ours := files(t, upDir), files(t, oursDir)
	if len(up) < 40 {
		t.Fatalf("upstream's run left only %d files: the project or the script changed", len(up))
	}
	for name := range up {
		if _, ok := ours[name]; !ok {
			t.Errorf("%s: written by code-generator's script, not by kubegen's", name)
		}
	}
	var sameCode, otherCode int // below generatedRoot, reported for the record
	for name, got := range ours {
		want, ok := up[name]
		if !ok {
			t.Errorf("%s: written by kubegen's script, not by code-generator's", name)
			continue
		}
		if g, w := markers(got), markers(want); g != w {
			t.Errorf("%s: generated-code markers %q, upstream's %q", name, g, w)
		}
		switch {
		case strings.HasPrefix(name, generatedRoot+"/"):
			// Compared by API below.
			if withoutComments(t, name, got) == withoutComments(t, name, want) {
				sameCode++
			} else {
				otherCode++
			}
		case !strings.HasSuffix(name, ".go"):
			if got != want {
				t.Errorf("%s differs", name)
			}
		default:
			if g, w := withoutComments(t, name, got), withoutComments(t, name, want); g != w {
				t.Errorf("%s: the code differs from upstream's (comments aside):\n--- kubegen\n%s\n--- upstream\n%s", name, g, w)
			}
		}
	}

	t.Logf("below %s: %d files the same code as upstream's (comments aside), %d other code with upstream's API", generatedRoot, sameCode, otherCode)

	// The generated listers and informers import kubegen's runtime: the
	// project requires kubegen's module, as one that installs kubegen from
	// it does.
	goCmd(t, oursDir, "mod", "edit", "-require=github.com/kubegen/kubegen@v0.0.0", "-replace=github.com/kubegen/kubegen="+repo)
	goCmd(t, oursDir, "mod", "tidy")
	goCmd(t, oursDir, "build", "./...")
	goCmd(t, oursDir, "vet", "./...")

	root := "example.com/shop/" + generatedRoot
	upAPI, err := apicompat.Load(apicompat.Tree{Dir: upDir, Root: root})
	if err != nil {
		t.Fatal(err)
	}
	oursAPI, err := apicompat.Load(apicompat.Tree{Dir: oursDir, Root: root})
	if err != nil {
		t.Fatal(err)
	}
	if r := apicompat.Compare(upAPI, oursAPI, apicompat.DefaultSubstitutions); !r.OK() {
		var b strings.Builder
		r.WriteText(&b, false)
		t.Errorf("the API of kubegen's %s lacks or changes upstream's declarations:\n%s", generatedRoot, b.String())
	} else if len(upAPI.Decls) < 100 {
		t.Errorf("upstream's %s declares only %d exported names: the project or the comparison changed", generatedRoot, len(upAPI.Decls))
	}
}

// goCmd runs the go command in dir and fails the test if it fails.
func goCmd(t *testing.T, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go %s in the generated project: %v\n%s", strings.Join(args, " "), err, out)
	}
}

// upstreamModule is the directory of k8s.io/code-generator v0.37.2 in the
// module cache, downloaded through the module proxy; without it the test
// is skipped.
func upstreamModule(t *testing.T) string {
	t.Helper()
	dir := testfs.ModuleDir(t, "k8s.io/code-generator@v0.37.2")
	// The modules its script's go install builds from, fetched now so that
	// an unreachable proxy skips the test rather than failing the run.
	cmd := exec.Command("go", "mod", "download")
	cmd.Dir, cmd.Env = dir, append(os.Environ(), "GOWORK=off", "GOFLAGS=")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Skipf("the dependencies of k8s.io/code-generator@v0.37.2 are not available (module proxy unreachable?): %v\n%s", err, out)
	}
	return dir
}

// kubegenHas says whether kubegen has the flag: the project's gen_openapi
// call runs when kubegen generates OpenAPI definitions.
func kubegenHas(flag string) bool {
	fs := pflag.NewFlagSet("kubegen", pflag.ContinueOnError)
	generators.AddKubegenFlags(fs)
	return fs.Lookup(flag) != nil
}

// runScript runs the project's hack/update-codegen.sh in dir with the
// environment's variables and env on top.
func runScript(t *testing.T, bash, dir string, env []string) {
	t.Helper()
	cmd := exec.Command(bash, "hack/update-codegen.sh")
	cmd.Dir, cmd.Env = dir, append(os.Environ(), env...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		t.Fatalf("update-codegen.sh with %q: %v\n%s", env, err, out.String())
	}
	t.Logf("update-codegen.sh with %q:\n%s", env, out.String())
}

// toolPath is a PATH of the directories holding the named commands; it
// fails if one of them also holds an upstream tool.
func toolPath(t *testing.T, names ...string) string {
	t.Helper()
	var dirs []string
	for _, n := range names {
		p, err := exec.LookPath(n)
		if err != nil {
			t.Skipf("no %s: %v", n, err)
		}
		if d := filepath.Dir(p); !slices.Contains(dirs, d) {
			dirs = append(dirs, d)
		}
	}
	for _, d := range dirs {
		for _, tool := range upstreamTools {
			if _, err := os.Stat(filepath.Join(d, tool)); err == nil {
				t.Fatalf("%s holds upstream's %s next to a command the script needs: the test cannot tell whether it ran", d, tool)
			}
		}
	}
	return strings.Join(dirs, string(os.PathListSeparator))
}

func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// files reads every file below root, by slash path relative to root.
func files(t *testing.T, root string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		rel, _ := filepath.Rel(root, p)
		out[filepath.ToSlash(rel)] = string(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// withoutComments is src with its comments removed, then its blank lines
// and trailing blanks (which a comment of another length leaves): the code,
// byte for byte, in its layout.
func withoutComments(t *testing.T, name, src string) string {
	t.Helper()
	fset := token.NewFileSet()
	file := fset.AddFile(name, -1, len(src))
	var s scanner.Scanner
	var errs scanner.ErrorList
	s.Init(file, []byte(src), func(pos token.Position, msg string) { errs.Add(pos, msg) }, scanner.ScanComments)
	var b strings.Builder
	last := 0
	for {
		pos, tok, lit := s.Scan()
		if tok == token.EOF {
			break
		}
		if tok == token.COMMENT {
			off := file.Offset(pos)
			b.WriteString(src[last:off])
			last = off + len(lit)
		}
	}
	if errs.Len() > 0 {
		t.Errorf("%s: %v", name, errs.Err())
	}
	b.WriteString(src[last:])
	var lines []string
	for _, l := range strings.Split(b.String(), "\n") {
		if l = strings.TrimRight(l, " \t"); l != "" {
			lines = append(lines, l)
		}
	}
	return strings.Join(lines, "\n")
}

// markers are a file's generated-code marker lines, which scripts and
// linters look for.
func markers(src string) string {
	var out []string
	for _, l := range strings.Split(src, "\n") {
		if strings.HasPrefix(l, "// Code generated ") {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}
