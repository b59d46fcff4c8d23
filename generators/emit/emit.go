// Package emit renders the generated files from the model: a table of file
// kinds (table.go), one embedded template per kind (templates/), every file
// rendered in parallel and formatted with go/format.
package emit

import (
	"bytes"
	"fmt"
	"go/format"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"text/template"

	"github.com/kubegen/kubegen/generators/model"
	"github.com/kubegen/kubegen/generators/target"
	"github.com/kubegen/kubegen/generators/write"
	"github.com/kubegen/kubegen/templates"
)

// Targets selects the clientset, listers and informers.
type Targets = target.Targets

// Files is the Emitter the commands run.
var _ target.Emitter = Files

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

	files := make([]write.File, len(jobs))
	errs := make([]error, len(jobs))
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), max(len(jobs), 1)) {
		wg.Go(func() {
			for i := range next {
				files[i], errs[i] = render(tmpl, s.Opts, jobs[i])
			}
		})
	}
	for i := range jobs {
		next <- i
	}
	close(next)
	wg.Wait()

	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	sort.Slice(files, func(i, j int) bool { return files[i].Path < files[j].Path })
	for i := 1; i < len(files); i++ {
		if files[i].Path == files[i-1].Path {
			return nil, fmt.Errorf("two generated files have the path %s; check the group and version directory names", files[i].Path)
		}
	}
	return files, nil
}

// render fills one template, prepends the header and formats the result.
func render(tmpl *template.Template, opts model.Options, j job) (write.File, error) {
	var buf bytes.Buffer
	buf.Write(opts.FileHeader(j.kind.generator))
	j.data.StdImports, j.data.Imports = splitImports(j.data.Imports)
	if err := tmpl.ExecuteTemplate(&buf, j.kind.template, j.data); err != nil {
		return write.File{}, fmt.Errorf("template %s for %s: %w", j.kind.template, j.path, err)
	}
	src, err := format.Source(buf.Bytes())
	if err != nil {
		return write.File{}, fmt.Errorf("template %s produced invalid Go for %s: %w\n%s", j.kind.template, j.path, err, numbered(buf.Bytes()))
	}
	return write.File{Path: j.path, Content: src}, nil
}

// splitImports separates standard library imports (no dot in the first
// path element) from the others, each group sorted by path, as goimports
// would lay them out.
func splitImports(imps []model.Import) (std, other []model.Import) {
	for _, imp := range imps {
		first, _, _ := strings.Cut(imp.Path, "/")
		if strings.Contains(first, ".") {
			other = append(other, imp)
		} else {
			std = append(std, imp)
		}
	}
	byPath := func(a, b model.Import) int { return strings.Compare(a.Path, b.Path) }
	slices.SortFunc(std, byPath)
	slices.SortFunc(other, byPath)
	return std, other
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
