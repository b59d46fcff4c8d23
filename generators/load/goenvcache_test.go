package load

import (
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/packages"
)

// TestGoEnvCacheAnswersOnlyWhatGoEnvWouldSay: a new process (the
// in-process map cleared) gets go env's answer from the go env cache
// without starting go, and starts go again, getting the new answer, when
// go.mod, a go.work above the directory, the GOENV file or the
// environment changes.
func TestGoEnvCacheAnswersOnlyWhatGoEnvWouldSay(t *testing.T) {
	cacheRoot := t.TempDir()
	t.Setenv("KUBEGEN_CACHE", cacheRoot)
	root := t.TempDir()
	dir := filepath.Join(root, "mod")
	goEnvFile := filepath.Join(root, "goenv")
	write := func(path, content string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(dir, "go.mod"), "module example.com/m\n\ngo 1.22\n")
	write(goEnvFile, "")
	t.Setenv("GOENV", goEnvFile)
	t.Setenv("GOFLAGS", "")
	t.Setenv("GOWORK", "")

	newProcess := forgetGoEnv
	// ask returns goEnv's answer and whether it started go.
	ask := func() (goEnvValues, bool) {
		t.Helper()
		newProcess()
		before := goEnvRuns.Load()
		v := goEnv(&packages.Config{Dir: dir})
		if v == nil {
			t.Fatal("go env failed")
		}
		return v, goEnvRuns.Load() != before
	}
	// expect asks and wants go started (ran) or not, and the answer
	// equal to what go env says now.
	expect := func(what string, ran bool) goEnvValues {
		t.Helper()
		got, started := ask()
		if started != ran {
			t.Errorf("%s: go env started=%v, want %v", what, started, ran)
		}
		// What go env says now, with the caches off.
		newProcess()
		t.Setenv("KUBEGEN_CACHE", "off")
		want := goEnv(&packages.Config{Dir: dir})
		t.Setenv("KUBEGEN_CACHE", cacheRoot)
		for _, k := range goEnvVars {
			if got[k] != want[k] {
				t.Errorf("%s: %s = %q, go env says %q", what, k, got[k], want[k])
			}
		}
		return got
	}
	expect("first run", true)
	expect("unchanged", false)

	write(filepath.Join(dir, "go.mod"), "module example.com/m\n\ngo 1.22\n\ngodebug panicnil=1\n")
	expect("go.mod changed", true)
	expect("unchanged again", false)

	write(filepath.Join(root, "go.work"), "go 1.22\n\nuse ./mod\n")
	if v := expect("go.work added above", true); v["GOWORK"] != filepath.Join(root, "go.work") {
		t.Errorf("GOWORK = %q, want the new go.work", v["GOWORK"])
	}
	expect("unchanged with go.work", false)

	write(goEnvFile, "GOFLAGS=-mod=mod\n")
	if v := expect("GOENV file changed", true); v["GOFLAGS"] != "-mod=mod" {
		t.Errorf("GOFLAGS = %q, want the GOENV file's", v["GOFLAGS"])
	}

	t.Setenv("GOFLAGS", "-tags=x")
	if v := expect("GOFLAGS set", true); v["GOFLAGS"] != "-tags=x" {
		t.Errorf("GOFLAGS = %q, want the environment's", v["GOFLAGS"])
	}
	expect("unchanged at the end", false)
}

// forgetGoEnv forgets the in-process go env answers, as a new process
// starts without them.
func forgetGoEnv() { goEnvCache.Clear() }

// TestGoEnvCacheKeepsNoAnswerOfAChangingTree: a go.mod changed while go
// env runs (between the checks recorded before and the write) leaves no
// entry, since the answer may be the old file's or the new one's.
func TestGoEnvCacheKeepsNoAnswerOfAChangingTree(t *testing.T) {
	t.Setenv("KUBEGEN_CACHE", t.TempDir())
	dir := t.TempDir()
	goMod := filepath.Join(dir, "go.mod")
	if err := os.WriteFile(goMod, []byte("module example.com/m\n\ngo 1.22\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	s := storedGoEnvFor(dir, os.Environ())
	if s == nil {
		t.Fatal("no go env cache entry for a module directory")
	}
	vals := goEnvValues{"GOROOT": t.TempDir(), "GOMOD": goMod}
	for _, change := range []bool{true, false} {
		cs, ok := s.before()
		if !ok {
			t.Fatal("before: not kept")
		}
		if change {
			if err := os.WriteFile(goMod, []byte("module example.com/m\n\ngo 1.23\n"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		s.write(vals, cs)
		if _, stored := s.read(); stored == change {
			t.Errorf("go.mod changed during the run: %v; an entry read back: %v", change, stored)
		}
	}
}
