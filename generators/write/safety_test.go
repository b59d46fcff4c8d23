package write

import (
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// A run owning only group a (Root.Owned) removes a's stale files but leaves
// group b's output, which another call of the same tool produced.
func TestApplyRemovesOnlyOwnedStaleFiles(t *testing.T) {
	root := t.TempDir()
	put(t, filepath.Join(root, "a/v1/gone.go"), marker+"\npackage v1\n")
	put(t, filepath.Join(root, "a/v2/gone.go"), marker+"\npackage v2\n")
	put(t, filepath.Join(root, "b/v1/other.go"), marker+"\npackage v1\n")
	files := []File{{Path: filepath.Join(root, "a/v1/kept.go"), Content: []byte(marker + "\npackage v1\n")}}
	res, err := Apply(files, Options{Roots: []Root{{Dir: root, Marker: marker, Owned: []string{filepath.Join(root, "a")}}}})
	if err != nil {
		t.Fatal(err)
	}
	if exists(filepath.Join(root, "a/v1/gone.go")) || exists(filepath.Join(root, "a/v2/gone.go")) {
		t.Error("a stale file of the owned group remains")
	}
	if !exists(filepath.Join(root, "b/v1/other.go")) {
		t.Error("another group's output was removed")
	}
	if len(res.Foreign) != 1 || !strings.HasSuffix(res.Foreign[0], "b/v1/other.go") {
		t.Errorf("Foreign = %v, want b/v1/other.go", res.Foreign)
	}
}

// A root that is a symbolic link to a directory still gets stale removal,
// and verify sees the stale file.
func TestApplySymlinkedRoot(t *testing.T) {
	real := t.TempDir()
	link := filepath.Join(t.TempDir(), "out")
	if err := os.Symlink(real, link); err != nil {
		t.Skip("no symlinks:", err)
	}
	put(t, filepath.Join(real, "a/v1/stale.go"), marker+"\npackage v1\n")
	files := []File{{Path: filepath.Join(link, "a/v1/new.go"), Content: []byte(marker + "\npackage v1\n")}}
	opts := Options{Verify: true, Roots: []Root{{Dir: link, Marker: marker}}}
	res, err := Apply(files, opts)
	if err != nil || !strings.Contains(string(res.Diff), filepath.Join(link, "a/v1/stale.go")+"\n+++ /dev/null") {
		t.Errorf("verify through a symlinked root: err %v, diff:\n%s", err, res.Diff)
	}
	opts.Verify = false
	if _, err := Apply(files, opts); err != nil {
		t.Fatal(err)
	}
	if exists(filepath.Join(real, "a/v1/stale.go")) || !exists(filepath.Join(real, "a/v1/new.go")) {
		t.Error("stale file not removed, or new file not written, through the symlinked root")
	}
}

// Temporary files a killed run left (any PID, ours included) are flagged by
// verify and removed by the next run, which does not fail on them.
func TestApplyCleansLeftoverTempFiles(t *testing.T) {
	root := t.TempDir()
	target := filepath.Join(root, "a/v1/x.go")
	ownPID := filepath.Join(root, "a/v1/.x.go."+itoa(os.Getpid())+".tmp")
	other := filepath.Join(root, "b/v1/.y.go.123456789.tmp")
	put(t, ownPID, "half a fi")
	put(t, other, "half")
	files := []File{{Path: target, Content: []byte(marker + "\npackage v1\n")}}
	opts := Options{Roots: []Root{{Dir: root, Marker: marker}}}

	opts.Verify = true
	res, err := Apply(files, opts)
	if err != nil || !strings.Contains(string(res.Diff), ownPID) || !strings.Contains(string(res.Diff), other) {
		t.Errorf("verify does not flag the leftovers: err %v, diff:\n%s", err, res.Diff)
	}
	opts.Verify = false
	if _, err := Apply(files, opts); err != nil {
		t.Fatal(err)
	}
	if exists(ownPID) || exists(other) || !exists(target) {
		t.Error("leftover temporary files remain, or the target was not written")
	}
}

// failing makes fileOps fail for target, with the error a read-only
// directory gives, until the test ends: permissions would not do it for
// root, which ignores them.
func failing(t *testing.T, target string, createTemp, rename bool) {
	saved := fileOps
	t.Cleanup(func() { fileOps = saved })
	if createTemp {
		fileOps.createTemp = func(dir, pattern string) (*os.File, error) {
			if dir == filepath.Dir(target) && strings.HasPrefix(pattern, "."+filepath.Base(target)+".") {
				return nil, &fs.PathError{Op: "open", Path: filepath.Join(dir, pattern), Err: fs.ErrPermission}
			}
			return saved.createTemp(dir, pattern)
		}
	}
	if rename {
		fileOps.rename = func(oldpath, newpath string) error {
			if newpath == target {
				return &os.LinkError{Op: "rename", Old: oldpath, New: newpath, Err: fs.ErrPermission}
			}
			return saved.rename(oldpath, newpath)
		}
	}
}

// oldTreeKept checks that a failed Apply named target and left the tree of
// twoFileTree as it was: no file replaced, no temporary file remaining.
func oldTreeKept(t *testing.T, root, target string, err error) {
	t.Helper()
	if err == nil || !strings.Contains(err.Error(), target) {
		t.Errorf("err = %v, want one naming %s", err, target)
	}
	for _, p := range []string{"a/v1/x.go", "b/v1/y.go"} {
		if got := read(t, filepath.Join(root, p)); !strings.Contains(got, "// old") {
			t.Errorf("%s was replaced although the run failed", p)
		}
		entries, _ := os.ReadDir(filepath.Join(root, filepath.Dir(p)))
		if len(entries) != 1 {
			t.Errorf("%s holds %d entries, want only %s", filepath.Dir(p), len(entries), filepath.Base(p))
		}
	}
}

// twoFileTree is a root with two generated files and the files that
// replace both.
func twoFileTree(t *testing.T) (string, []File) {
	root := t.TempDir()
	put(t, filepath.Join(root, "a/v1/x.go"), marker+"\n// old\n")
	put(t, filepath.Join(root, "b/v1/y.go"), marker+"\n// old\n")
	return root, []File{
		{Path: filepath.Join(root, "a/v1/x.go"), Content: []byte(marker + "\n// new\n")},
		{Path: filepath.Join(root, "b/v1/y.go"), Content: []byte(marker + "\n// new\n")},
	}
}

// When one file cannot be written, no file is replaced: the old tree stays,
// no temporary file remains, and the error names the target.
func TestApplyFailureLeavesOldTree(t *testing.T) {
	root, files := twoFileTree(t)
	target := filepath.Join(root, "b/v1/y.go")
	failing(t, target, true, false)
	_, err := Apply(files, Options{Roots: []Root{{Dir: root, Marker: marker}}})
	oldTreeKept(t, root, target, err)
}

// When the first rename fails, nothing has been replaced yet and every
// temporary file, written for the files after it too, is removed.
func TestApplyRenameFailureRemovesTempFiles(t *testing.T) {
	root, files := twoFileTree(t)
	// Apply renames in path order: a/v1/x.go first.
	target := filepath.Join(root, "a/v1/x.go")
	failing(t, target, false, true)
	_, err := Apply(files, Options{Roots: []Root{{Dir: root, Marker: marker}}})
	oldTreeKept(t, root, target, err)
}

// Two runs on one tree at once are serialized: each sees a consistent tree
// and the result is one run's complete output.
func TestApplyConcurrentRuns(t *testing.T) {
	root := t.TempDir()
	gen := func(tag string) []File {
		var fs []File
		for i := range 200 {
			fs = append(fs, File{Path: filepath.Join(root, "g", "v1", "f"+itoa(i)+".go"), Content: []byte(marker + "\n// " + tag + "\n")})
		}
		// Each run has files the other one does not produce: stale for it.
		fs = append(fs, File{Path: filepath.Join(root, "g", "v1", "only"+tag+".go"), Content: []byte(marker + "\n")})
		return fs
	}
	for range 20 {
		var wg sync.WaitGroup
		errs := make([]error, 2)
		for i, tag := range []string{"A", "B"} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[i] = Apply(gen(tag), Options{Roots: []Root{{Dir: root, Marker: marker}}})
			}()
		}
		wg.Wait()
		for _, err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		a, b := exists(filepath.Join(root, "g/v1/onlyA.go")), exists(filepath.Join(root, "g/v1/onlyB.go"))
		if a == b {
			t.Fatalf("onlyA %v, onlyB %v: want exactly one run's output", a, b)
		}
		tag := map[bool]string{true: "A", false: "B"}[a]
		for i := range 200 {
			if got := read(t, filepath.Join(root, "g/v1/f"+itoa(i)+".go")); !strings.Contains(got, "// "+tag) {
				t.Fatalf("f%d.go is from the other run than onlyX.go", i)
			}
		}
	}
}

func itoa(i int) string { return strconv.Itoa(i) }
