package cgtest

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// UpstreamModule is the controller-tools release the corpus records.
const UpstreamModule = "sigs.k8s.io/controller-tools/cmd/controller-gen@v0.23.0"

// UpstreamEnv names an upstream controller-gen binary to use instead of
// building one.
const UpstreamEnv = "KUBEGEN_UPSTREAM_CONTROLLER_GEN"

// Check runs bin on the case and fails t for every way it falls short of
// upstream's recorded run (Compare, not exact).
func Check(t testing.TB, bin, name string) {
	t.Helper()
	check(t, bin, name, false)
}

// CheckUpstream runs bin, upstream's controller-gen, on the case and fails
// t for every byte or exit code that differs from the recording.
func CheckUpstream(t testing.TB, bin, name string) {
	t.Helper()
	check(t, bin, name, true)
}

// CheckAll runs Check on every case of the corpus, a subtest each.
func CheckAll(t *testing.T, bin string) {
	t.Helper()
	names, err := Cases()
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range names {
		t.Run(name, func(t *testing.T) { Check(t, bin, name) })
	}
}

func check(t testing.TB, bin, name string, exact bool) {
	t.Helper()
	got, err := Run(t.Context(), bin, t.TempDir(), name)
	if err != nil {
		t.Fatalf("case %s: %v", name, err)
	}
	compare(t, name, got, exact)
}

// CheckResult holds a run made some other way (a generator called in
// process, in the directory Prepare returned) to upstream's recording, as
// Check does: got.Files are the files it wrote, relative to the case
// directory; got.Exit is 0 for success, anything else for a rejection
// (with the messages in got.Stderr).
func CheckResult(t testing.TB, name string, got *Result) {
	t.Helper()
	compare(t, name, got, false)
}

// Prepare copies the corpus module into a temporary directory, as Run
// does, and returns the case's directory in it: where a run of the case
// starts.
func Prepare(t testing.TB, name string) string {
	t.Helper()
	corpus, err := Corpus()
	if err != nil {
		t.Fatal(err)
	}
	work := t.TempDir()
	if err := copyModule(corpus, work); err != nil {
		t.Fatal(err)
	}
	return filepath.Join(work, name)
}

func compare(t testing.TB, name string, got *Result, exact bool) {
	t.Helper()
	want, err := Want(name)
	if err != nil {
		t.Fatalf("case %s: %v", name, err)
	}
	for _, d := range Compare(want, got, exact) {
		t.Errorf("case %s: %s", name, d)
	}
}

// Ours builds this repository's cmd/controller-gen into a temporary
// directory and returns the binary's path; it skips t while the command
// does not exist yet.
func Ours(t testing.TB) string {
	t.Helper()
	corpus, err := Corpus()
	if err != nil {
		t.Fatal(err)
	}
	repo := filepath.Dir(filepath.Dir(corpus))
	if _, err := os.Stat(filepath.Join(repo, "cmd", "controller-gen")); err != nil {
		t.Skipf("no cmd/controller-gen in this repository yet: %v", err)
	}
	bin := filepath.Join(t.TempDir(), "controller-gen")
	cmd := exec.CommandContext(t.Context(), "go", "build", "-o", bin, "./cmd/controller-gen")
	cmd.Dir = repo
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building cmd/controller-gen: %v\n%s", err, out)
	}
	return bin
}

// Upstream returns upstream controller-gen v0.23.0: the binary UpstreamEnv
// names, or one go install builds from the module proxy (or the module
// cache) into a temporary directory; with the build cache warm that is a
// link, seconds. It skips t when the module cannot be had (no network,
// nothing cached).
func Upstream(t testing.TB) string {
	t.Helper()
	if bin := os.Getenv(UpstreamEnv); bin != "" {
		return bin
	}
	gobin := t.TempDir()
	cmd := exec.CommandContext(t.Context(), "go", "install", UpstreamModule)
	cmd.Dir = t.TempDir() // outside any module: the release's own go.mod decides
	cmd.Env = append(os.Environ(), "GOBIN="+gobin, "GOWORK=off", "GOFLAGS=-mod=mod")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Skipf("cannot build upstream %s (module proxy unreachable?): %v\n%s", UpstreamModule, err, out)
	}
	return filepath.Join(gobin, "controller-gen")
}
