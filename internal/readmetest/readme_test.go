package readmetest

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// README.md and the pages of docs/ mark each block this test runs with a
// line "<!-- readme-test:NAME -->" just before the block's opening fence.
const markerPrefix = "<!-- readme-test:"

// markedBlock is the body of a marked code block and where its marker is.
type markedBlock struct {
	body string
	pos  string // file:line of the marker
}

// readmeBlocks returns the marked code blocks of one Markdown file by name.
func readmeBlocks(path string) (map[string]markedBlock, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	blocks := map[string]markedBlock{}
	sc := bufio.NewScanner(f)
	line := 0
	name, pos := "", "" // the marker seen, waiting for its fence, and where
	var body []string   // lines of the block being read
	inBlock := false
	for sc.Scan() {
		line++
		text := sc.Text()
		switch {
		case inBlock && strings.HasPrefix(text, "```"):
			blocks[name] = markedBlock{body: strings.Join(body, "\n") + "\n", pos: pos}
			inBlock, name, body = false, "", nil
		case inBlock:
			body = append(body, text)
		case strings.HasPrefix(text, markerPrefix):
			name = strings.TrimSuffix(strings.TrimPrefix(text, markerPrefix), " -->")
			pos = fmt.Sprintf("%s:%d", path, line)
			if first, dup := blocks[name]; dup {
				return nil, fmt.Errorf("%s: marker %q appears twice (first at %s)", pos, name, first.pos)
			}
		case name != "" && strings.HasPrefix(text, "```"):
			inBlock = true
		case name != "" && strings.TrimSpace(text) != "":
			return nil, fmt.Errorf("%s:%d: marker %q is not followed by a code block", path, line, name)
		}
	}
	if inBlock {
		return nil, fmt.Errorf("%s: block %q is not closed", path, name)
	}
	return blocks, sc.Err()
}

// docFiles returns README.md and every page of docs/ in repo: the files
// whose walk-throughs these tests follow and whose links they check.
func docFiles(repo string) ([]string, error) {
	pages, err := filepath.Glob(filepath.Join(repo, "docs", "*.md"))
	if err != nil {
		return nil, err
	}
	return append([]string{filepath.Join(repo, "README.md")}, pages...), nil
}

// repoDocFiles returns this repository's directory and its docFiles.
func repoDocFiles(t *testing.T) (repo string, files []string) {
	t.Helper()
	repo, err := repoDir()
	if err != nil {
		t.Fatal(err)
	}
	if files, err = docFiles(repo); err != nil {
		t.Fatal(err)
	}
	return repo, files
}

// docBlocks returns the marked blocks of README.md and docs/*.md by name;
// a name marked in two places is an error naming both, since a test
// would follow only one of them.
func docBlocks(repo string) (map[string]markedBlock, error) {
	files, err := docFiles(repo)
	if err != nil {
		return nil, err
	}
	all := map[string]markedBlock{}
	for _, file := range files {
		blocks, err := readmeBlocks(file)
		if err != nil {
			return nil, err
		}
		for name, b := range blocks {
			if first, dup := all[name]; dup {
				return nil, fmt.Errorf("%s: marker %q appears twice (first at %s)", b.pos, name, first.pos)
			}
			all[name] = b
		}
	}
	return all, nil
}

func TestReadmeBlocksParse(t *testing.T) {
	dir := t.TempDir()
	readme := filepath.Join(dir, "README.md")
	write(t, readme, "text\n<!-- readme-test:a -->\n```sh\necho 1\necho 2\n```\n<!-- readme-test:b -->\n\n```go\npackage x\n```\n")
	got, err := readmeBlocks(readme)
	if err != nil {
		t.Fatal(err)
	}
	if got["a"].body != "echo 1\necho 2\n" || got["b"].body != "package x\n" || len(got) != 2 {
		t.Errorf("blocks = %q", got)
	}
	if want := readme + ":2"; got["a"].pos != want {
		t.Errorf("block a at %s, want %s", got["a"].pos, want)
	}
	write(t, readme, "<!-- readme-test:a -->\nprose instead of a block\n")
	if _, err := readmeBlocks(readme); err == nil || !strings.Contains(err.Error(), "not followed by a code block") {
		t.Errorf("marker without a block: err = %v", err)
	}
}

// TestReadmeBlocksAcrossDocs: blocks are collected from README.md and
// docs/*.md, and one name marked in two files is an error naming both.
func TestReadmeBlocksAcrossDocs(t *testing.T) {
	repo := t.TempDir()
	write(t, filepath.Join(repo, "README.md"), "<!-- readme-test:a -->\n```sh\necho a\n```\n")
	write(t, filepath.Join(repo, "docs", "guide.md"), "# Guide\n\n<!-- readme-test:b -->\n```sh\necho b\n```\n")
	got, err := docBlocks(repo)
	if err != nil {
		t.Fatal(err)
	}
	if got["a"].body != "echo a\n" || got["b"].body != "echo b\n" || len(got) != 2 {
		t.Errorf("blocks = %q", got)
	}
	write(t, filepath.Join(repo, "docs", "other.md"), "<!-- readme-test:a -->\n```sh\necho again\n```\n")
	_, err = docBlocks(repo)
	if err == nil || !strings.Contains(err.Error(), "other.md:1") || !strings.Contains(err.Error(), "README.md:1") {
		t.Errorf("a name marked in README.md and docs/other.md: err = %v, want both positions", err)
	}
}

// readmeScratch reads the marked blocks, fails unless every one of names
// is there, and returns their bodies with a scratch directory holding a
// link to this repository as ../kubegen, the path the walk-throughs'
// replace lines name.
func readmeScratch(t *testing.T, names ...string) (blocks map[string]string, scratch string) {
	t.Helper()
	blocks = readmeBlocksNamed(t, names...)
	scratch = t.TempDir()
	linkRepo(t, scratch)
	return blocks, scratch
}

// readmeBlocksNamed returns the bodies of the blocks marked in README.md
// and docs/*.md and fails unless every one of names is there.
func readmeBlocksNamed(t *testing.T, names ...string) map[string]string {
	t.Helper()
	repo, err := repoDir()
	if err != nil {
		t.Fatal(err)
	}
	marked, err := docBlocks(repo)
	if err != nil {
		t.Fatal(err)
	}
	blocks := map[string]string{}
	for name, b := range marked {
		blocks[name] = b.body
	}
	for _, name := range names {
		if blocks[name] == "" {
			t.Fatalf("no block marked readme-test:%s in README.md or docs/*.md", name)
		}
	}
	return blocks
}

// linkRepo links this repository into scratch as kubegen, so that a
// module in scratch finds it as ../kubegen.
func linkRepo(t *testing.T, scratch string) {
	t.Helper()
	repo, err := repoDir()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(repo, filepath.Join(scratch, "kubegen")); err != nil {
		t.Fatal(err)
	}
}

func repoDir() (string, error) { return filepath.Abs(filepath.Join("..", "..")) }

// TestReadmeOwnProject follows docs/own-project.md ("Using kubegen in your
// own project") in a scratch module:
// add kubegen through the replace to a clone (here: this checkout, as
// ../kubegen beside the module, the page's own example path),
// write generate.go, generate, build, verify; then change the
// API and check that verify fails. It needs the go command and the module
// proxy (or a module cache holding the modules).
func TestReadmeOwnProject(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a module with client-go; skipped with -short")
	}
	blocks, scratch := readmeScratch(t, "add", "generate.go", "generate", "verify")
	mod := generatedOwnProject(t, blocks, scratch)
	apiDir := filepath.Join(mod, "pkg", "apis", "example", "v1")

	for _, rel := range []string{
		"pkg/apis/example/v1/zz_generated.deepcopy.go",
		"pkg/generated/clientset/versioned/typed/example/v1/foo.go",
		"pkg/generated/listers/example/v1/foo.go",
		"pkg/generated/informers/externalversions/example/v1/foo.go",
	} {
		if _, err := os.Stat(filepath.Join(mod, rel)); err != nil {
			t.Errorf("after docs/own-project.md's generate step: %v", err)
		}
	}
	shell(t, mod, blocks["verify"], 0)

	// An API change nobody regenerated: a new kind. Verify must fail and
	// name it; generating again must make verify pass.
	types, err := os.ReadFile(filepath.Join(apiDir, "types.go"))
	if err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(apiDir, "types.go"), string(types)+barGo)
	if out := shell(t, mod, blocks["verify"], 1); !strings.Contains(out, "bar.go") {
		t.Errorf("verify after adding kind Bar: output does not mention bar.go:\n%s", out)
	}
	shell(t, mod, blocks["generate"], 0)
	shell(t, mod, blocks["verify"], 0)

	// The kind goes again. go generate lists every package's files before
	// it runs the directive (in the module root, visited first) and stops
	// at a listed file that has gone, so kubegen keeps the stale files'
	// names as tombstones, which build into nothing; verify calls them
	// stale, and the next run removes them.
	write(t, filepath.Join(apiDir, "types.go"), string(types))
	staleClient := "pkg/generated/clientset/versioned/typed/example/v1/bar.go"
	out := shell(t, mod, blocks["generate"], 0)
	if !strings.Contains(out, "tombstone") || !strings.Contains(out, staleClient) {
		t.Errorf("go generate after removing kind Bar: no warning naming the tombstone %s:\n%s", staleClient, out)
	}
	if b, err := os.ReadFile(filepath.Join(mod, staleClient)); err != nil || !strings.HasPrefix(string(b), "//go:build ignore\n") {
		t.Errorf("%s is not a tombstone: %v\n%s", staleClient, err, b)
	}
	if out := shell(t, mod, blocks["verify"], 1); !strings.Contains(out, staleClient) {
		t.Errorf("verify with tombstones: output does not name %s:\n%s", staleClient, out)
	}
	shell(t, mod, blocks["generate"], 0)
	if _, err := os.Stat(filepath.Join(mod, staleClient)); !os.IsNotExist(err) {
		t.Errorf("the second go generate left the tombstone %s (stat: %v)", staleClient, err)
	}
	shell(t, mod, blocks["verify"], 0)
}

// generatedOwnProject makes docs/own-project.md's example module in
// scratch (a module with API types, as it is before kubegen) and runs its
// add, generate.go and generate steps in it; it returns the module's
// directory.
func generatedOwnProject(t *testing.T, blocks map[string]string, scratch string) string {
	t.Helper()
	mod := filepath.Join(scratch, "myproject")
	if err := os.Mkdir(mod, 0o755); err != nil {
		t.Fatal(err)
	}
	shell(t, mod, "go mod init example.com/myproject", 0)
	write(t, filepath.Join(mod, "hack", "boilerplate.go.txt"), "/* My project. */\n")
	apiDir := filepath.Join(mod, "pkg", "apis", "example", "v1")
	write(t, filepath.Join(apiDir, "doc.go"), docGo)
	write(t, filepath.Join(apiDir, "register.go"), registerGo)
	write(t, filepath.Join(apiDir, "types.go"), typesGo)

	shell(t, mod, blocks["add"], 0)
	write(t, filepath.Join(mod, "generate.go"), blocks["generate.go"])
	shell(t, mod, blocks["generate"], 0)
	return mod
}

// shell runs script with bash -e in dir and checks its exit status; it
// returns the combined output.
func shell(t *testing.T, dir, script string, wantExit int) string {
	t.Helper()
	cmd := exec.Command("bash", "-euo", "pipefail", "-c", script)
	cmd.Dir = dir
	// Outside this repository's go.work: the scratch module stands alone.
	cmd.Env = append(os.Environ(), "GOWORK=off")
	out, err := cmd.CombinedOutput()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("running %q: %v", script, err)
	}
	if code != wantExit {
		t.Fatalf("in %s:\n%s\nexit status %d, want %d; output:\n%s", dir, script, code, wantExit, out)
	}
	return string(out)
}

func write(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

const docGo = `// +k8s:deepcopy-gen=package
// +groupName=example.com

// Package v1 is version v1 of the example.com API group.
package v1
`

const registerGo = `package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

var SchemeGroupVersion = schema.GroupVersion{Group: "example.com", Version: "v1"}

func Resource(resource string) schema.GroupResource {
	return SchemeGroupVersion.WithResource(resource).GroupResource()
}

var (
	SchemeBuilder = runtime.NewSchemeBuilder(addKnownTypes)
	AddToScheme   = SchemeBuilder.AddToScheme
)

func addKnownTypes(scheme *runtime.Scheme) error {
	scheme.AddKnownTypes(SchemeGroupVersion, &Foo{}, &FooList{})
	metav1.AddToGroupVersion(scheme, SchemeGroupVersion)
	return nil
}
`

const typesGo = `package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +genclient
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

type Foo struct {
	metav1.TypeMeta   ` + "`json:\",inline\"`" + `
	metav1.ObjectMeta ` + "`json:\"metadata,omitempty\"`" + `

	Spec   FooSpec   ` + "`json:\"spec\"`" + `
	Status FooStatus ` + "`json:\"status,omitempty\"`" + `
}

type FooSpec struct {
	Replicas *int32 ` + "`json:\"replicas,omitempty\"`" + `
}

type FooStatus struct {
	Ready bool ` + "`json:\"ready\"`" + `
}

// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

type FooList struct {
	metav1.TypeMeta ` + "`json:\",inline\"`" + `
	metav1.ListMeta ` + "`json:\"metadata,omitempty\"`" + `
	Items           []Foo ` + "`json:\"items\"`" + `
}
`

const barGo = `
// +genclient
// +genclient:nonNamespaced
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

type Bar struct {
	metav1.TypeMeta   ` + "`json:\",inline\"`" + `
	metav1.ObjectMeta ` + "`json:\"metadata,omitempty\"`" + `
}

// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

type BarList struct {
	metav1.TypeMeta ` + "`json:\",inline\"`" + `
	metav1.ListMeta ` + "`json:\"metadata,omitempty\"`" + `
	Items           []Bar ` + "`json:\"items\"`" + `
}
`

// TestReadmeBlocksPresent runs in the quick lane, where the walk-throughs
// are skipped: every block they follow is marked once in README.md or
// docs/*.md, so a page edit that drops or repeats a marker fails at once.
func TestReadmeBlocksPresent(t *testing.T) {
	readmeBlocksNamed(t,
		"add", "generate.go", "generate", "verify", // TestReadmeOwnProject
		"kb-add", "kb-defaulter-tag", "kb-defaults.go", "kb-generate.go", "kb-generate", "kb-verify", // TestReadmeKubebuilder
		"testenv-test.go", "testenv-add", "testenv-run", // TestReadmeTestenv
		"envtest-suite_test.go", "envtest-run", // TestReadmeEnvtestSuite
	)
}
