package load

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// The go env cache keeps what `go env` said in a directory, so that a warm
// run starts no go process at all: starting one costs 10-40 ms of wall
// clock on an idle machine and far more on a loaded one, more than the
// rest of a warm controller-gen line's load.
//
// An answer of `go env` is a function of the go binary that runs, the
// environment, and a few files; an entry is used only when all of them
// are as they were:
//
//   - the key: the directory, the environment (all of it but the shell's
//     bookkeeping variables, which the go command never reads) and the
//     resolved path of the go binary the process's PATH finds;
//   - the checks, tested on use: the go binary's content (by metadata or
//     hash, as the list cache's file checks), the GOENV file, GOROOT's
//     go.env, every go.mod and go.work the go command's search upward from
//     the directory meets or passes (content when present, absence when
//     not; their go and toolchain lines can switch toolchains), the
//     GOMOD and GOWORK files named, and whether the C compiler the answer
//     names is found in PATH (the default of CGO_ENABLED depends on it).
//
// Answers are not kept when the go found is a script (a version manager's
// shim may read files of its own), when the environment's PATH is not the
// process's, or when go env fails.

// goEnvSpace is the go env cache's namespace: its directory is goenv-v1.
var goEnvSpace = caches.register("goenv", 1, false)

// goEnvExtraVars are asked for besides goEnvVars: what the checks need.
var goEnvExtraVars = []string{"GOENV", "CC"}

// shellOnlyVars are set by shells for themselves and differ between
// otherwise equal runs; the go command does not read them.
var shellOnlyVars = []string{"_", "OLDPWD", "SHLVL"}

// goEnvEntry is one stored answer and what it depends on.
type goEnvEntry struct {
	Values goEnvValues
	Checks []check
	// CCFound is whether Values' CC was found in PATH.
	CCFound bool
}

// storedGoEnv is a go env answer's place in the cache; nil when answers
// for this request are not kept.
type storedGoEnv struct {
	dir   *cacheDir
	key   string
	abs   string // the directory, absolute
	goBin string // the go binary's resolved path, as in the key
}

// storedGoEnvFor is the entry for running go env in dir with env, nil
// when it cannot be cached.
func storedGoEnvFor(dir string, env []string) *storedGoEnv {
	store := goEnvSpace.current()
	if store == nil {
		return nil
	}
	if envValue(env, "PATH") != os.Getenv("PATH") {
		return nil // exec finds go (and go finds cc) by a PATH we do not check
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil
	}
	goBin, err := resolvedGo()
	if err != nil {
		return nil
	}
	h := sha256.New()
	fmt.Fprintf(h, "dir %s\x00go %s\x00", abs, goBin)
	for _, kv := range env {
		if k, _, _ := strings.Cut(kv, "="); slices.Contains(shellOnlyVars, k) {
			continue
		}
		fmt.Fprintf(h, "env %s\x00", kv)
	}
	return &storedGoEnv{dir: store, key: hex.EncodeToString(h.Sum(nil)), abs: abs, goBin: goBin}
}

// resolvedGo is the real path of the go binary exec.Command("go") runs.
func resolvedGo() (string, error) {
	p, err := exec.LookPath("go")
	if err != nil {
		return "", err
	}
	return filepath.EvalSymlinks(p)
}

// read returns the stored answer when all its checks hold.
func (s *storedGoEnv) read() (goEnvValues, bool) {
	b, err := s.dir.read(s.key)
	if err != nil {
		return nil, false
	}
	var e goEnvEntry
	if json.Unmarshal(b, &e) != nil || e.Values == nil || len(e.Checks) == 0 {
		return nil, false
	}
	for _, c := range e.Checks {
		if !c.holds() {
			return nil, false
		}
	}
	if ccFound(e.Values["CC"]) != e.CCFound {
		return nil, false
	}
	return e.Values, true
}

// checkSet collects an entry's checks, each once.
type checkSet struct {
	now    time.Time
	checks []check
	seen   map[string]bool
}

func (cs *checkSet) add(c check) {
	if !cs.seen[c.id()] {
		cs.seen[c.id()] = true
		cs.checks = append(cs.checks, c)
	}
}

// fileOrAbsent records path's content, or that nothing is there; ok is
// false when the file cannot be read.
func (cs *checkSet) fileOrAbsent(path string) (present, ok bool) {
	if _, err := os.Lstat(path); errors.Is(err, fs.ErrNotExist) {
		cs.add(check{Kind: "absent", Path: path})
		return false, true
	}
	c, err := newFileCheck(path, cs.now)
	if err != nil {
		return false, false
	}
	cs.add(c)
	return true, true
}

// before records, before go env runs, the checks known without its
// answer: the go binary and the go command's upward searches for go.mod
// and go.work. write keeps the answer only if they still hold after the
// run, so a file changed while go env ran is never recorded as the
// answer's. ok is false when the answer cannot be kept.
func (s *storedGoEnv) before() (cs *checkSet, ok bool) {
	cs = &checkSet{now: time.Now(), seen: map[string]bool{}}
	if isScript(s.goBin) {
		return nil, false
	}
	c, err := newFileCheck(s.goBin, cs.now)
	if err != nil {
		return nil, false
	}
	cs.add(c)
	for _, name := range []string{"go.mod", "go.work"} {
		for d := s.abs; ; d = filepath.Dir(d) {
			present, ok := cs.fileOrAbsent(filepath.Join(d, name))
			if !ok {
				return nil, false
			}
			if present || filepath.Dir(d) == d {
				break
			}
		}
	}
	return cs, true
}

// write stores vals with the checks recorded before the run, when they
// still hold, and those of the files the answer names.
func (s *storedGoEnv) write(vals goEnvValues, cs *checkSet) {
	for _, c := range cs.checks {
		if !c.holds() {
			return
		}
	}
	paths := []string{}
	if g := vals["GOENV"]; g != "" && g != "off" {
		paths = append(paths, g)
	}
	if r := vals["GOROOT"]; r != "" {
		paths = append(paths, filepath.Join(r, "go.env"))
	}
	for _, f := range []string{vals["GOMOD"], vals["GOWORK"]} {
		if f != "" && f != "off" && f != os.DevNull {
			paths = append(paths, f)
		}
	}
	for _, p := range paths {
		if _, ok := cs.fileOrAbsent(p); !ok {
			return
		}
	}
	b, err := json.Marshal(goEnvEntry{Values: vals, Checks: cs.checks, CCFound: ccFound(vals["CC"])})
	if err != nil {
		return
	}
	s.dir.write(s.key, b)
}

// ccFound reports whether the C compiler cc (go env's CC, perhaps with
// arguments) is found in PATH.
func ccFound(cc string) bool {
	f := strings.Fields(cc)
	if len(f) == 0 {
		return false
	}
	_, err := exec.LookPath(f[0])
	return err == nil
}

// isScript reports whether the file at path starts with "#!" (or cannot
// be read, which counts as one: nothing is kept).
func isScript(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return true
	}
	defer f.Close()
	head := make([]byte, 2)
	if _, err := io.ReadFull(f, head); err != nil {
		return true
	}
	return string(head) == "#!"
}
