// Package render is the one way generated files are made from templates:
// every generator that prints a template (emit's clients, listers and
// informers, register, applyconfig, decoder) hands its files here. The
// templates are parsed once; each file is its header, then its template
// executed with its data, which names every package it refers to through
// the file's qualifier (gofile.Imports); the import block is filled from
// that qualifier, keeping the packages the code uses, and the file is
// formatted with go/format, or read back from the format memo when an
// earlier run formatted the same bytes (load.Formatted; formatter.go).
// A failure names the template and the file, and then no file is
// returned.
package render

import (
	"bytes"
	"fmt"
	"path/filepath"
	"runtime"
	"sort"
	"sync"
	"text/template"

	"github.com/kubegen/kubegen/generators/gofile"
	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/write"
	"github.com/kubegen/kubegen/templates"
)

// File is one generated file to render.
type File struct {
	// Path is where the file goes. The files of one call with the same
	// directory are one package: each may use the names the others
	// declare.
	Path string
	// Template is the file name of a template in package templates.
	Template string
	// Header is printed before the template's output: build constraints,
	// the license header, the "Code generated" line.
	Header []byte
	// Data is what the template reads.
	Data any
	// Imports is the file's qualifier, the one Data names packages
	// through; the template leaves its import block empty
	// ({{template "imports" .}}) and the block is printed from this.
	Imports *gofile.Imports
}

// parsed holds every template; parsing happens once per process.
var parsed = sync.OnceValues(func() (*template.Template, error) {
	return template.New("").Option("missingkey=error").ParseFS(templates.FS, "*.tmpl")
})

// Templates is the parsed set of every template, for tests that check
// them all.
func Templates() (*template.Template, error) { return parsed() }

// Files renders files, sorted by path.
func Files(files []File) ([]write.File, error) {
	tmpl, err := parsed()
	if err != nil {
		return nil, fmt.Errorf("parsing templates: %w", err)
	}
	return renderAll(tmpl, files)
}

// renderAll renders files with the templates of tmpl, sorted by path.
func renderAll(tmpl *template.Template, files []File) ([]write.File, error) {
	// Render and parse every file, then fill in the import blocks: a file
	// may use names its siblings in the same directory declare, which are
	// known only when all are parsed.
	parsedFiles := make([]*parsedFile, len(files))
	if err := parallel(len(files), func(i int) (err error) {
		parsedFiles[i], err = renderBody(tmpl, files[i])
		return err
	}); err != nil {
		return nil, err
	}
	declared := map[string]map[string]bool{}
	for i, f := range files {
		dir := filepath.Dir(f.Path)
		if declared[dir] == nil {
			declared[dir] = map[string]bool{}
		}
		for _, n := range parsedFiles[i].declared {
			declared[dir][n] = true
		}
	}
	out := make([]write.File, len(files))
	if err := parallel(len(files), func(i int) (err error) {
		out[i], err = finish(files[i], parsedFiles[i], declared[filepath.Dir(files[i].Path)])
		return err
	}); err != nil {
		return nil, err
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	for i := 1; i < len(out); i++ {
		if out[i].Path == out[i-1].Path {
			return nil, fmt.Errorf("two generated files have the path %s; check the group and version directory names", out[i].Path)
		}
	}
	return out, nil
}

// parallel runs f(0..n-1) on GOMAXPROCS goroutines and returns the error
// of the lowest index that failed, so that a failing run reports the same
// error each time.
func parallel(n int, f func(i int) error) error {
	errs := make([]error, n)
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), max(n, 1)) {
		wg.Go(func() {
			for i := range next {
				errs[i] = f(i)
			}
		})
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// renderBody fills one template after the header, with an empty import
// block, and parses the result.
func renderBody(tmpl *template.Template, f File) (*parsedFile, error) {
	if f.Imports == nil {
		// The template's data named its packages through some qualifier;
		// without it here, the block cannot be printed.
		return nil, fmt.Errorf("internal error: template %s for %s: the file has no qualifier", f.Template, f.Path)
	}
	var buf bytes.Buffer
	buf.Write(f.Header)
	if err := tmpl.ExecuteTemplate(&buf, f.Template, f.Data); err != nil {
		return nil, fmt.Errorf("template %s for %s: %w", f.Template, f.Path, err)
	}
	pf, err := parseRendered(buf.Bytes())
	if err != nil {
		return nil, fmt.Errorf("template %s produced invalid Go for %s: %w\n%s", f.Template, f.Path, err, numbered(buf.Bytes()))
	}
	return pf, nil
}

// finish writes the import block of a rendered file and formats it;
// siblings are the package-level names of its directory's files.
func finish(f File, pf *parsedFile, siblings map[string]bool) (write.File, error) {
	if err := resolveImports(pf, f.Imports, siblings); err != nil {
		return write.File{}, fmt.Errorf("internal error: template %s (file %s) %w", f.Template, f.Path, err)
	}
	block := f.Imports.Block()
	// The output is a function of the rendered bytes and the block (a
	// rendered file holds no NUL byte, so the pair reads back one way).
	key := make([]byte, 0, len(pf.src)+1+len(block))
	key = append(append(append(key, pf.src...), 0), block...)
	src, err := load.Formatted(formatterID(), key, func() ([]byte, error) { return formatted(pf, block) })
	if err != nil {
		return write.File{}, fmt.Errorf("template %s produced invalid Go for %s: %w\n%s", f.Template, f.Path, err, numbered(pf.src))
	}
	return write.File{Path: f.Path, Content: src}, nil
}

// numbered prefixes each line with its number, so that format errors
// ("12:4: ...") can be matched to the unformatted output.
func numbered(src []byte) []byte {
	var out bytes.Buffer
	for i, line := range bytes.Split(src, []byte("\n")) {
		fmt.Fprintf(&out, "%4d  %s\n", i+1, line)
	}
	return out.Bytes()
}
