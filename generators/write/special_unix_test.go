//go:build unix

package write

import (
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// A file whose path is a pipe (as a report sent to /dev/null is a device)
// is written into the pipe: the pipe stays, and no temporary file is
// renamed onto it. Without the reader held open here, opening the pipe for
// writing would block; reading it to compare would block too.
func TestApplyWritesIntoSpecialFileInPlace(t *testing.T) {
	dir := t.TempDir()
	pipe := filepath.Join(dir, "report")
	if err := syscall.Mkfifo(pipe, 0o600); err != nil {
		t.Skip("no named pipes:", err)
	}
	// O_RDWR does not wait for a writer, and keeps the pipe open for the
	// writer Apply opens.
	r, err := os.OpenFile(pipe, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()

	want := "API rule violation: names_match,example.com/v1,Foo,Bar\n"
	gen := filepath.Join(dir, "out", "zz_generated.openapi.go")
	files := []File{{Path: pipe, Content: []byte(want)}, {Path: gen, Content: []byte(marker + "\npackage out\n")}}
	res, err := Apply(files, Options{Roots: []Root{{Dir: filepath.Dir(gen), Marker: marker}}})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Written) != 2 {
		t.Errorf("Written = %v, want the pipe and the generated file", res.Written)
	}
	st, err := os.Lstat(pipe)
	if err != nil || st.Mode()&os.ModeNamedPipe == 0 {
		t.Fatalf("the pipe was replaced: %v, %v", st.Mode(), err)
	}
	got := make([]byte, len(want))
	if _, err := io.ReadFull(r, got); err != nil || string(got) != want {
		t.Errorf("read %q from the pipe (%v), want %q", got, err, want)
	}
	if !exists(gen) {
		t.Error("the regular file beside it was not written")
	}

	// Verifying writes nothing into it and reports no difference for it.
	res, err = Apply(files[:1], Options{Verify: true})
	if err != nil || res.Changed() {
		t.Errorf("verify: err %v, changed %v, diff:\n%s", err, res.Written, res.Diff)
	}
}

// A path that is a link to /dev/null (kube_codegen.sh's default report
// file, here reached through a link so that a regression replaces the link
// and not the machine's /dev/null) stays what it is.
func TestApplyKeepsLinkToDevNull(t *testing.T) {
	if st, err := os.Stat(os.DevNull); err != nil || st.Mode()&os.ModeCharDevice == 0 {
		t.Skip("no character device at", os.DevNull)
	}
	link := filepath.Join(t.TempDir(), "report")
	if err := os.Symlink(os.DevNull, link); err != nil {
		t.Skip("no symlinks:", err)
	}
	if _, err := Apply([]File{{Path: link, Content: []byte("violations\n")}}, Options{}); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link to %s was replaced (%v, %v)", os.DevNull, st.Mode(), err)
	}
}
