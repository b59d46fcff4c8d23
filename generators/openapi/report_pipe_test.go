//go:build unix

package openapi

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// A report path that is not a regular file (a pipe here; /dev/null in
// kube_codegen.sh's gen_openapi --update-report without --report-filename)
// is written into and stays what it was: renaming a new file onto it would
// turn /dev/null into a plain file for every process on the machine.
func TestReportIntoPipe(t *testing.T) {
	in := loadInputs(t, "./testdata/shapes/named", "./testdata/shapes/v1")
	pipe := filepath.Join(t.TempDir(), "report")
	if err := syscall.Mkfifo(pipe, 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	read := make(chan []byte, 1)
	go func() {
		f, err := os.Open(pipe) // blocks until Generate opens it for writing
		if err != nil {
			read <- []byte(err.Error())
			return
		}
		defer f.Close()
		b, _ := io.ReadAll(f)
		read <- b
	}()
	g := Gen{OutputDir: t.TempDir(), OutputPkg: "example.com/shapes/openapi", OutputFile: "zz_generated.openapi.go", ReportFilename: pipe}
	res, err := g.Generate(in)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range res.Files {
		if f.Path == pipe {
			// Left to the write step, which would replace the pipe; open
			// it here so that the reader ends instead of waiting forever.
			t.Errorf("the report goes to the write step, which would replace the pipe by a file")
			if w, err := os.OpenFile(pipe, os.O_WRONLY, 0); err == nil {
				w.Close()
			}
		}
	}
	if got, want := <-read, readGolden(t, "report.txt"); !bytes.Equal(got, want) {
		t.Errorf("report read from the pipe:\n%s\nwant:\n%s", got, want)
	}
	if fi, err := os.Stat(pipe); err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the report path is no longer a pipe: %v, %v", fi, err)
	}
}
