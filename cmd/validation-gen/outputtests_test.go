package main

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/internal/testfs"
)

// upstreamModule is the code-generator release whose
// cmd/validation-gen/output_tests this command is checked against.
const upstreamModule = "k8s.io/code-generator@v0.37.2"

// outputTests is where the corpus lies in that module.
const outputTests = "cmd/validation-gen/output_tests"

// TestUpstreamOutputTests runs this command on upstream's own corpus as
// its generate.go runs upstream's (--output-file
// zz_generated.validations.go, the committed files' license block as the
// header, ./...), in a writable copy of the module, and compares every
// file it writes with the committed one (upstream's binary writes them
// all byte for byte, hack/validation-output-tests.sh shows it). The
// packages ours refuses or writes differently are the rows of
// outputTestsPending; any other package must match, and a listed one
// that matches fails too, so that its row is deleted. The packages that
// match are then vetted with their generated files in place, which builds
// them and their generated tests.
func TestUpstreamOutputTests(t *testing.T) {
	if testing.Short() {
		t.Skip("copies a module and runs the go command (-short)")
	}
	checkPendingTable(t)
	copyDir := t.TempDir()
	testfs.CopyTree(t, testfs.ModuleDir(t, upstreamModule), copyDir)
	// The corpus' dependencies, fetched now so that a machine without them
	// and without the module proxy skips the test rather than failing it.
	download := exec.Command("go", "mod", "download")
	download.Dir, download.Env = copyDir, append(os.Environ(), "GOWORK=off", "GOFLAGS=")
	if out, err := download.CombinedOutput(); err != nil {
		t.Skipf("the dependencies of %s are not available: %v\n%s", upstreamModule, err, out)
	}
	root := filepath.Join(copyDir, filepath.FromSlash(outputTests))
	committed := takeGenerated(t, root)
	if len(committed) == 0 {
		t.Fatalf("no generated files below %s in %s", outputTests, upstreamModule)
	}
	header := filepath.Join(t.TempDir(), "boilerplate.go.txt")
	if err := os.WriteFile(header, licenseBlock(t, committed), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("GOWORK", "off")
	t.Setenv("GOFLAGS", "-mod=mod")
	t.Chdir(root)

	refused := generateAround(t, root, header)
	written := takeGenerated(t, root)
	// takeGenerated removed them; the vet below needs them back.
	for rel, b := range written {
		if err := os.WriteFile(filepath.Join(root, filepath.FromSlash(rel)), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got := comparePackages(committed, written, refused)

	pending := map[string]string{}
	for _, row := range outputTestsPending {
		pending[row.pkg] = row.reason
	}
	var same []string
	for _, pkg := range sortedKeys(got) {
		res := got[pkg]
		reason, listed := pending[pkg]
		delete(pending, pkg)
		switch {
		case !listed && res.refusal != "":
			t.Errorf("%s: refused: %s\n\t(a package ours still refuses needs a row in outputTestsPending)", pkg, res.refusal)
		case !listed && res.difference != "":
			t.Errorf("%s: differs from upstream's: %s\n\t(a package ours still writes differently needs a row in outputTestsPending)", pkg, res.difference)
		case !listed:
			same = append(same, pkg)
		case res.refusal == "" && res.difference == "":
			same = append(same, pkg)
			t.Errorf("%s: matches upstream's now: delete its row from outputTestsPending", pkg)
		case strings.HasPrefix(reason, "differs"):
			if res.refusal != "" {
				t.Errorf("%s: its row says %q, but ours refuses it: %s", pkg, reason, res.refusal)
			}
		case res.refusal == "":
			t.Errorf("%s: its row says refused (%q), but ours writes it, differently: %s\n\t(make the row \"differs: <what>\")", pkg, reason, res.difference)
		case !strings.Contains(res.refusal, reason):
			t.Errorf("%s: refused with %q, not %q: update its row", pkg, res.refusal, reason)
		}
	}
	for pkg := range pending {
		t.Errorf("outputTestsPending lists %s, which is no package of the corpus", pkg)
	}
	files := 0
	for rel := range committed {
		if path.Base(rel) == generatedFile && slices.Contains(same, path.Dir(rel)) {
			files++
		}
	}
	t.Logf("identical: %d of %d committed %s files (%d of %d packages); %d packages pending",
		files, countNamed(committed, generatedFile), generatedFile, len(same), len(got), len(outputTestsPending))
	vetPackages(t, same)
}

// generatedFile is the --output-file of upstream's generate.go; the
// generator names its test fixture files after it.
const generatedFile = "zz_generated.validations.go"

// generatedName matches the files the generator writes: the validations,
// +k8s:validation-gen-test-fixture's test and the coverage test.
var generatedName = regexp.MustCompile(`^zz_generated\.validations(_test|_coverage_test)?\.go$`)

// takeGenerated removes the generated files below root and returns them
// by slash path relative to root.
func takeGenerated(t *testing.T, root string) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !generatedName.MatchString(d.Name()) {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		files[filepath.ToSlash(rel)] = b
		return os.Remove(p)
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// licenseBlock is the header the committed files were generated with:
// their /* ... */ comment (upstream's boilerplate with no year).
func licenseBlock(t *testing.T, committed map[string][]byte) []byte {
	t.Helper()
	src := committed[sortedKeys(committed)[0]]
	start, end := bytes.Index(src, []byte("/*")), bytes.Index(src, []byte("*/\n"))
	if start < 0 || end < start {
		t.Fatalf("no license block in the committed files:\n%s", src)
	}
	return src[start : end+3]
}

// errorAt matches an error line of the command that names a file of the
// corpus (relative to where it runs).
var errorAt = regexp.MustCompile(`^([^\s:]+)\.go:\d+: `)

// generateAround runs the command on every package below root, as
// upstream's generate.go does. The command refuses a whole run when one
// package has a problem, so the packages its errors name are left out and
// it runs again on the rest, until it writes. It returns the error lines
// of each package left out.
func generateAround(t *testing.T, root, header string) map[string][]string {
	t.Helper()
	pkgs := packageDirs(t, root)
	refused := map[string][]string{}
	inputs := []string{"./..."}
	for runs := 1; ; runs++ {
		var stdout, stderr bytes.Buffer
		args := append([]string{"--output-file", generatedFile, "--go-header-file=" + header}, inputs...)
		if run(args, &stdout, &stderr) == 0 {
			t.Logf("%d runs, %d packages left out", runs, len(refused))
			return refused
		}
		found := false
		for _, line := range strings.Split(stderr.String(), "\n") {
			m := errorAt.FindStringSubmatch(line)
			if m == nil || strings.Contains(line, ": warning: ") {
				continue
			}
			pkg := path.Dir(m[1])
			if !slices.Contains(pkgs, pkg) {
				t.Fatalf("an error outside the corpus' packages:\n%s", stderr.String())
			}
			if refused[pkg] == nil {
				found = true
			}
			refused[pkg] = append(refused[pkg], line)
		}
		if !found {
			t.Fatalf("validation-gen %s: failed with no error at a package not yet left out:\n%s", strings.Join(inputs, " "), stderr.String())
		}
		inputs = inputs[:0]
		for _, p := range pkgs {
			if refused[p] == nil {
				inputs = append(inputs, "./"+p)
			}
		}
	}
}

// packageDirs lists the package directories below root as go list's ./...
// does (no directories named _*, .* or testdata), slash paths relative to
// root.
func packageDirs(t *testing.T, root string) []string {
	t.Helper()
	var dirs []string
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if p != root && (strings.HasPrefix(name, "_") || strings.HasPrefix(name, ".") || name == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go") {
			rel, _ := filepath.Rel(root, filepath.Dir(p))
			if rel = filepath.ToSlash(rel); !slices.Contains(dirs, rel) {
				dirs = append(dirs, rel)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(dirs)
	return dirs
}

// outcome is what the command did with one package: refused it (the
// error lines), or wrote files that differ from the committed ones (what
// differs first), or neither.
type outcome struct{ refusal, difference string }

// comparePackages gives the outcome of every package that has committed
// files, was written or was refused.
func comparePackages(committed, written map[string][]byte, refused map[string][]string) map[string]outcome {
	got := map[string]outcome{}
	for pkg, lines := range refused {
		got[pkg] = outcome{refusal: strings.Join(lines, "\n")}
	}
	for _, files := range []map[string][]byte{committed, written} {
		for rel := range files {
			pkg := path.Dir(rel)
			if _, done := got[pkg]; done {
				continue
			}
			got[pkg] = outcome{difference: packageDifference(pkg, committed, written)}
		}
	}
	return got
}

// packageDifference describes the first difference between the files
// committed and written in pkg, or is "" when there is none.
func packageDifference(pkg string, committed, written map[string][]byte) string {
	var names []string
	for _, files := range []map[string][]byte{committed, written} {
		for rel := range files {
			if path.Dir(rel) == pkg && !slices.Contains(names, rel) {
				names = append(names, rel)
			}
		}
	}
	slices.Sort(names)
	for _, rel := range names {
		want, inCommitted := committed[rel]
		have, inWritten := written[rel]
		switch {
		case !inWritten:
			return path.Base(rel) + " not written"
		case !inCommitted:
			return path.Base(rel) + " written, upstream writes none"
		case !bytes.Equal(want, have):
			return path.Base(rel) + ": " + firstDifference(have, want)
		}
	}
	return ""
}

// firstDifference is the first line where ours and upstream's differ.
func firstDifference(ours, theirs []byte) string {
	a, b := strings.Split(string(ours), "\n"), strings.Split(string(theirs), "\n")
	for i := 0; ; i++ {
		switch {
		case i >= len(a) || i >= len(b):
			return fmt.Sprintf("ours has %d lines, upstream's %d", len(a), len(b))
		case a[i] != b[i]:
			return fmt.Sprintf("line %d: ours %q, upstream's %q", i+1, a[i], b[i])
		}
	}
}

// vetPackages runs go vet on pkgs (relative to the working directory)
// with the generated files in place: their code and generated tests must
// build. structtag is off: public_private's own types.go trips it (json
// tags on unexported fields, on purpose).
func vetPackages(t *testing.T, pkgs []string) {
	t.Helper()
	if len(pkgs) == 0 {
		return
	}
	args := []string{"vet", "-structtag=false"}
	for _, p := range pkgs {
		args = append(args, "./"+p)
	}
	if out, err := exec.Command("go", args...).CombinedOutput(); err != nil {
		t.Errorf("go vet of the %d packages that match: %v\n%s", len(pkgs), err, out)
	}
}

// checkPendingTable keeps outputTestsPending easy to edit: one row per
// package, sorted, each with a reason.
func checkPendingTable(t *testing.T) {
	t.Helper()
	for i, row := range outputTestsPending {
		if row.reason == "" {
			t.Errorf("outputTestsPending: %s has no reason", row.pkg)
		}
		if i > 0 && outputTestsPending[i-1].pkg >= row.pkg {
			t.Errorf("outputTestsPending: %s comes after %s: keep the rows sorted and one per package", row.pkg, outputTestsPending[i-1].pkg)
		}
	}
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// countNamed counts the files named name.
func countNamed(files map[string][]byte, name string) int {
	n := 0
	for rel := range files {
		if path.Base(rel) == name {
			n++
		}
	}
	return n
}
