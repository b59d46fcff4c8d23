// Package emit renders the generated files from the model: a table of file
// kinds (table.go), one embedded template per kind (templates/), every file
// rendered in parallel and formatted with go/format.
package emit

import (
	"bytes"
	"fmt"
	"path/filepath"
	"runtime"
	"sort"
	"sync"
	"text/template"

	"github.com/kubegen/kubegen/generators/model"
	"github.com/kubegen/kubegen/generators/write"
	"github.com/kubegen/kubegen/templates"
)

// Targets selects which of emit's outputs Files renders; the clientset,
// listers and informers generators each select their own.
type Targets struct {
	Clientset, Listers, Informers bool
}

// parsed holds every template; parsing happens once per process.
var parsed = sync.OnceValues(func() (*template.Template, error) {
	return template.New("").Option("missingkey=error").ParseFS(templates.FS, "*.tmpl")
})

// job is one file to render.
type job struct {
	kind *fileKind
	path string
	data *fileData
}

// Files renders every file of the selected targets, sorted by path. A
// template or format failure names the template and the file; nothing is
// returned then.
func Files(s *model.Set, targets Targets) ([]write.File, error) {
	tmpl, err := parsed()
	if err != nil {
		return nil, fmt.Errorf("parsing templates: %w", err)
	}
	var jobs []job
	for i := range fileKinds {
		fk := &fileKinds[i]
		if !fk.enabled(targets, s.Opts) {
			continue
		}
		for _, inst := range fk.expand(s) {
			jobs = append(jobs, job{kind: fk, path: inst.path, data: inst.data})
		}
	}
	return render(tmpl, s.Opts, jobs)
}

// render renders jobs, sorted by path.
func render(tmpl *template.Template, opts model.Options, jobs []job) ([]write.File, error) {

	// Render and parse every file, then fill in the import blocks: a file
	// may use names its siblings in the same directory declare, which are
	// known only when all are parsed.
	parsedFiles := make([]*parsedFile, len(jobs))
	if err := parallel(len(jobs), func(i int) (err error) {
		parsedFiles[i], err = renderBody(tmpl, opts, jobs[i])
		return err
	}); err != nil {
		return nil, err
	}
	declared := map[string]map[string]bool{}
	for i, j := range jobs {
		dir := filepath.Dir(j.path)
		if declared[dir] == nil {
			declared[dir] = map[string]bool{}
		}
		for _, n := range parsedFiles[i].declared {
			declared[dir][n] = true
		}
	}
	files := make([]write.File, len(jobs))
	if err := parallel(len(jobs), func(i int) (err error) {
		files[i], err = finish(jobs[i], parsedFiles[i], declared[filepath.Dir(jobs[i].path)])
		return err
	}); err != nil {
		return nil, err
	}
	sort.Slice(files, func(i, j int) bool { return files[i].Path < files[j].Path })
	for i := 1; i < len(files); i++ {
		if files[i].Path == files[i-1].Path {
			return nil, fmt.Errorf("two generated files have the path %s; check the group and version directory names", files[i].Path)
		}
	}
	return files, nil
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
func renderBody(tmpl *template.Template, opts model.Options, j job) (*parsedFile, error) {
	if j.data.im == nil {
		j.data.im = newImports()
	}
	var buf bytes.Buffer
	buf.Write(opts.FileHeader(j.kind.generator))
	if err := tmpl.ExecuteTemplate(&buf, j.kind.template, j.data); err != nil {
		return nil, fmt.Errorf("template %s for %s: %w", j.kind.template, j.path, err)
	}
	pf, err := parseRendered(buf.Bytes())
	if err != nil {
		return nil, fmt.Errorf("template %s produced invalid Go for %s: %w\n%s", j.kind.template, j.path, err, numbered(buf.Bytes()))
	}
	return pf, nil
}

// finish writes the import block of a rendered file and formats it;
// siblings are the package-level names of its directory's files.
func finish(j job, pf *parsedFile, siblings map[string]bool) (write.File, error) {
	if err := resolveImports(pf, j.data.im, siblings); err != nil {
		return write.File{}, fmt.Errorf("internal error: template %s (file %s) %w", j.kind.template, j.path, err)
	}
	src, err := formatted(pf, j.data.im.Block())
	if err != nil {
		return write.File{}, fmt.Errorf("template %s produced invalid Go for %s: %w\n%s", j.kind.template, j.path, err, numbered(pf.src))
	}
	return write.File{Path: j.path, Content: src}, nil
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
