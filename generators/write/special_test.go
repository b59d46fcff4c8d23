package write

import (
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// A target that is a device or a pipe (an API rule report sent to
// /dev/null, kube_codegen.sh's default) is written into, not replaced by a
// renamed regular file; verify mode neither reads it (a pipe would block)
// nor reports it.
func TestApplyWritesIntoSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	pipe := filepath.Join(dir, "report.list")
	if err := syscall.Mkfifo(pipe, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	files := []File{{Path: pipe, Content: []byte("rule,pkg,Type,Field\n")}}

	res, err := Apply(files, Options{Verify: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Diff) != 0 || len(res.Written) != 0 {
		t.Errorf("verify reports the pipe: written %v, diff:\n%s", res.Written, res.Diff)
	}

	got := make(chan string, 1)
	go func() {
		f, err := os.Open(pipe) // blocks until Apply opens it for writing
		if err != nil {
			got <- "open: " + err.Error()
			return
		}
		defer f.Close()
		b, _ := io.ReadAll(f)
		got <- string(b)
	}()
	if _, err := Apply(files, Options{}); err != nil {
		t.Fatal(err)
	}
	if s := <-got; s != "rule,pkg,Type,Field\n" {
		t.Errorf("read from the pipe %q", s)
	}
	fi, err := os.Lstat(pipe)
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("%s is no longer a pipe: %v", pipe, fi.Mode())
	}
}
