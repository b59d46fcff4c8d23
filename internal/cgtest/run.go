package cgtest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
)

// Result is what one run of a controller-gen binary on a case did.
type Result struct {
	// Exit is the binary's exit code (-1 when it did not start or was
	// killed).
	Exit int
	// Stdout and Stderr are its output; Stderr has the case directory's
	// absolute path, and a slash after it, removed (see normalize).
	Stdout, Stderr string
	// Files are the files below the case directory that the run created or
	// changed, by slash-separated path relative to it, with their contents.
	Files map[string][]byte
	// StderrVaries are the parts of upstream's standard error that change
	// from run to run (read from the case's hand-written
	// _want.stderr-varies, one regular expression a line): a match is
	// compared as "…" on both sides.
	StderrVaries []*regexp.Regexp
}

// Corpus is the directory of the corpus module, found from this source
// file: tests run from a checkout of the repository.
func Corpus() (string, error) {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		return "", errors.New("cgtest: cannot locate its own source file")
	}
	dir := filepath.Join(filepath.Dir(file), "..", "..", "testdata", "controllergen")
	if _, err := os.Stat(filepath.Join(dir, "_go.mod")); err != nil {
		return "", fmt.Errorf("cgtest: the corpus module: %w", err)
	}
	return filepath.Clean(dir), nil
}

// Cases lists the corpus's cases (the directories holding an args file),
// sorted.
func Cases() ([]string, error) {
	corpus, err := Corpus()
	if err != nil {
		return nil, err
	}
	entries, err := os.ReadDir(corpus)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		if e.IsDir() && fileExists(filepath.Join(corpus, e.Name(), "args")) {
			names = append(names, e.Name())
		}
	}
	return names, nil
}

// Args reads a case's arguments, one a line; blank lines are skipped.
func Args(name string) ([]string, error) {
	corpus, err := Corpus()
	if err != nil {
		return nil, err
	}
	data, err := os.ReadFile(filepath.Join(corpus, name, "args"))
	if err != nil {
		return nil, err
	}
	var args []string
	for _, line := range strings.Split(string(data), "\n") {
		if line = strings.TrimSpace(line); line != "" {
			args = append(args, line)
		}
	}
	return args, nil
}

// Run copies the corpus module into work (an empty or missing directory),
// runs bin with the case's arguments in the copy's case directory and
// returns what it did. An error is a failure to set the run up, not the
// binary's: its exit code is in the Result.
func Run(ctx context.Context, bin, work, name string) (*Result, error) {
	corpus, err := Corpus()
	if err != nil {
		return nil, err
	}
	args, err := Args(name)
	if err != nil {
		return nil, err
	}
	if err := copyModule(corpus, work); err != nil {
		return nil, err
	}
	dir := filepath.Join(work, name)
	before, err := snapshot(dir)
	if err != nil {
		return nil, err
	}
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Dir = dir
	// The corpus is a module of its own inside this repository, whose
	// go.work does not list it; -mod=mod lets the go command complete
	// go.sum rather than fail when a case imports a new package.
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	res := &Result{Exit: 0}
	if err := cmd.Run(); err != nil {
		var exit *exec.ExitError
		if !errors.As(err, &exit) {
			return nil, fmt.Errorf("running %s: %w", bin, err)
		}
		res.Exit = exit.ExitCode()
	}
	after, err := snapshot(dir)
	if err != nil {
		return nil, err
	}
	res.Files = map[string][]byte{}
	for rel, data := range after {
		if old, ok := before[rel]; !ok || !bytes.Equal(old, data) {
			res.Files[rel] = data
		}
	}
	res.Stdout = stdout.String()
	res.Stderr = normalize(stderr.String(), dir)
	return res, nil
}

// normalize rewrites the absolute paths of the run's copy in a message as
// paths relative to the case directory (upstream prints the absolute paths
// go/packages gives it): the case directory's own prefix goes, and the
// module's becomes "../", for a case whose paths= names another case's
// packages.
func normalize(s, caseDir string) string {
	sep := string(filepath.Separator)
	for _, dir := range []string{caseDir, realPath(caseDir)} {
		s = strings.ReplaceAll(s, dir+sep, "")
		s = strings.ReplaceAll(s, filepath.Dir(dir)+sep, ".."+sep)
	}
	return s
}

// realPath is path with symbolic links resolved (a temporary directory may
// be reached through one), or path itself when that fails.
func realPath(path string) string {
	if real, err := filepath.EvalSymlinks(path); err == nil {
		return real
	}
	return path
}

// Want reads what upstream did on a case, as recorded in the corpus.
func Want(name string) (*Result, error) {
	corpus, err := Corpus()
	if err != nil {
		return nil, err
	}
	base := filepath.Join(corpus, name)
	exit, err := os.ReadFile(base + "/_want.exit")
	if err != nil {
		return nil, err
	}
	w := &Result{}
	if w.Exit, err = strconv.Atoi(strings.TrimSpace(string(exit))); err != nil {
		return nil, fmt.Errorf("%s/_want.exit: %w", base, err)
	}
	w.Stdout = readOptional(base + "/_want.stdout")
	w.Stderr = readOptional(base + "/_want.stderr")
	for _, line := range strings.Split(readOptional(base+"/_want.stderr-varies"), "\n") {
		if line = strings.TrimSpace(line); line == "" {
			continue
		}
		re, err := regexp.Compile(line)
		if err != nil {
			return nil, fmt.Errorf("%s/_want.stderr-varies: %w", base, err)
		}
		w.StderrVaries = append(w.StderrVaries, re)
	}
	w.Files = map[string][]byte{}
	if fileExists(base + "/_want") {
		if w.Files, err = snapshot(base + "/_want"); err != nil {
			return nil, err
		}
	}
	return w, nil
}

// WriteWant records r as what upstream does on a case (the corpus's
// regeneration, hack/controller-gen-corpus.sh).
func WriteWant(name string, r *Result) error {
	corpus, err := Corpus()
	if err != nil {
		return err
	}
	base := filepath.Join(corpus, name)
	// Upstream's errors come in an order that changes between runs: a
	// recording that differs only in that order is kept, so that
	// re-recording does not churn.
	if old := readOptional(base + "/_want.stderr"); old != r.Stderr && sortedLines(old) == sortedLines(r.Stderr) {
		r = &Result{Exit: r.Exit, Stdout: r.Stdout, Stderr: old, Files: r.Files}
	}
	for _, p := range []string{"/_want", "/_want.stdout", "/_want.stderr"} {
		if err := os.RemoveAll(base + p); err != nil {
			return err
		}
	}
	if err := os.WriteFile(base+"/_want.exit", []byte(strconv.Itoa(r.Exit)+"\n"), 0o644); err != nil {
		return err
	}
	for p, s := range map[string]string{"/_want.stdout": r.Stdout, "/_want.stderr": r.Stderr} {
		if s != "" {
			if err := os.WriteFile(base+p, []byte(s), 0o644); err != nil {
				return err
			}
		}
	}
	for rel, data := range r.Files {
		path := filepath.Join(base, "_want", filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// copyModule copies the corpus into dst as a module: _go.mod and _go.sum
// become go.mod and go.sum, and the _want files stay behind.
func copyModule(src, dst string) error {
	return filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, path)
		if err != nil {
			return err
		}
		if strings.HasPrefix(d.Name(), "_want") {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if rel == "_go.mod" || rel == "_go.sum" {
			rel = rel[1:]
		}
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(target, data, 0o644)
	})
}

// snapshot reads every regular file below root, by slash-separated
// relative path.
func snapshot(root string) (map[string][]byte, error) {
	files := map[string][]byte{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(root, path)
		if err != nil {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		files[filepath.ToSlash(rel)] = data
		return nil
	})
	return files, err
}

// sortedKeys lists the paths of two file sets, sorted, each once.
func sortedKeys(a, b map[string][]byte) []string {
	seen := map[string]bool{}
	var keys []string
	for _, m := range []map[string][]byte{a, b} {
		for k := range m {
			if !seen[k] {
				seen[k] = true
				keys = append(keys, k)
			}
		}
	}
	sort.Strings(keys)
	return keys
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

func readOptional(path string) string {
	data, err := os.ReadFile(path)
	if err != nil {
		return ""
	}
	return string(data)
}
