package deepcopy

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/internal/testfs"
)

// Pinned versions of the kubebuilder project check: controller-gen (whose
// object generator the project used before kubegen) and the
// controller-runtime its API package registers through.
const (
	controllerToolsVersion   = "v0.23.0"
	controllerRuntimeVersion = "v0.25.2"
	kubebuilderCase          = "../testdata/corpus/kubebuilder-project"
)

// TestKubebuilderProjectMatchesControllerGen regenerates the corpus'
// kubebuilder project (scaffolded layout, +kubebuilder markers, a webhook
// file in the API package, controller-runtime's scheme.Builder, no doc.go)
// with kubegen alone: the module must build and vet. A second copy gets
// controller-gen's `object` output instead; both must deep-copy the same
// types (and give the same ones DeepCopyObject), and random values of
// every type must copy equal in both builds, sharing no memory.
//
// It builds controller-gen from the module proxy (never kept in the
// repository) and a module with controller-runtime and client-go; skipped
// with -short.
func TestKubebuilderProjectMatchesControllerGen(t *testing.T) {
	if testing.Short() {
		t.Skip("builds controller-gen and a controller-runtime module; skipped with -short")
	}
	repo, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	module, err := os.ReadFile(filepath.Join(kubebuilderCase, "module"))
	if err != nil {
		t.Fatal(err)
	}
	modPath := strings.TrimSpace(string(module))
	root := t.TempDir()
	bin := filepath.Join(root, "bin")

	// The tools: kubegen from this checkout, controller-gen at its pin.
	netCmd(t, repo, nil, "go", "build", "-o", filepath.Join(bin, "kubegen"), "./cmd/kubegen")
	netCmd(t, root, []string{"GOBIN=" + bin, "GOFLAGS="}, "go", "install", "sigs.k8s.io/controller-tools/cmd/controller-gen@"+controllerToolsVersion)

	ours, theirs := filepath.Join(root, "ours"), filepath.Join(root, "controller-gen")
	for _, d := range []string{ours, theirs} {
		testfs.CopyTree(t, filepath.Join(kubebuilderCase, "src"), d)
		netCmd(t, d, nil, "go", "mod", "init", modPath)
		netCmd(t, d, nil, "go", "mod", "edit", "-go=1.26", "-replace", "github.com/kubegen/kubegen="+repo)
		netCmd(t, d, nil, "go", "get", "sigs.k8s.io/controller-runtime@"+controllerRuntimeVersion,
			"k8s.io/api@v0.37.2", "k8s.io/apimachinery@v0.37.2", "k8s.io/client-go@v0.37.2")
	}

	// kubegen alone: deep copies, clients, listers, informers, apply
	// configurations; then the whole module builds and vets.
	netCmd(t, ours, nil, filepath.Join(bin, "kubegen"), "--go-header-file", "hack/boilerplate.go.txt",
		"--output-dir", "pkg/client", "--output-pkg", modPath+"/pkg/client", "./api/...")
	netCmd(t, ours, nil, "go", "mod", "tidy")
	netCmd(t, ours, nil, "go", "build", "./...")
	netCmd(t, ours, nil, "go", "vet", "./...")
	netCmd(t, ours, nil, filepath.Join(bin, "kubegen"), "--verify", "--go-header-file", "hack/boilerplate.go.txt",
		"--output-dir", "pkg/client", "--output-pkg", modPath+"/pkg/client", "./api/...")

	netCmd(t, theirs, nil, "go", "mod", "tidy")
	netCmd(t, theirs, nil, filepath.Join(bin, "controller-gen"), "object:headerFile=hack/boilerplate.go.txt", "paths=./...")
	netCmd(t, theirs, nil, "go", "build", "./...")

	file := filepath.Join("api", "v1", DefaultOutputFile)
	ourSrc, err := os.ReadFile(filepath.Join(ours, file))
	if err != nil {
		t.Fatal(err)
	}
	theirSrc, err := os.ReadFile(filepath.Join(theirs, file))
	if err != nil {
		t.Fatal(err)
	}
	copied := copiedTypes(theirSrc)
	slices.Sort(copied)
	if got := sortedCopies(ourSrc); !slices.Equal(got, copied) {
		t.Fatalf("deep-copied types: ours %v, controller-gen's %v", got, copied)
	}
	if got, want := receivers(deepCopyObject, string(ourSrc)), receivers(deepCopyObject, string(theirSrc)); !slices.Equal(got, want) {
		t.Fatalf("DeepCopyObject on: ours %v, controller-gen's %v", got, want)
	}
	if len(copied) == 0 || slices.Contains(copied, "CronJobCustomDefaulter") {
		t.Fatalf("controller-gen copied %v: the corpus case is not what this test expects", copied)
	}

	// Random values through both builds.
	var digests [2][]byte
	for i, d := range []string{ours, theirs} {
		hdir := filepath.Join(d, "kubegenharness")
		src := harness("harness", map[string]string{"v1": modPath + "/api/v1"}, map[string][]string{"v1": copied}, 20, "")
		if err := os.MkdirAll(hdir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(hdir, "harness_test.go"), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		netCmd(t, d, nil, "go", "mod", "tidy")
		dump := filepath.Join(root, fmt.Sprintf("digest%d", i))
		netCmd(t, d, []string{"DUMP_FILE=" + dump}, "go", "test", "-count=1", "./kubegenharness")
		if digests[i], err = os.ReadFile(dump); err != nil {
			t.Fatal(err)
		}
	}
	if len(digests[0]) == 0 || !bytes.Equal(digests[0], digests[1]) {
		t.Fatalf("random values copied by our code and by controller-gen's differ (or none were copied)")
	}
	t.Logf("%d types, %d random values each: copied equal by kubegen's and controller-gen's code, no shared memory", len(copied), 20)
}

func sortedCopies(src []byte) []string {
	out := copiedTypes(src)
	slices.Sort(out)
	return out
}

// netCmd runs a command in dir outside this repository's workspace, with
// the module proxy allowed (the project's dependencies are downloaded).
func netCmd(t *testing.T, dir string, env []string, name string, args ...string) string {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), append([]string{"GOWORK=off", "GOFLAGS=-mod=mod"}, env...)...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s in %s: %v\n%s", filepath.Base(name), strings.Join(args, " "), dir, err, out)
	}
	return string(out)
}
