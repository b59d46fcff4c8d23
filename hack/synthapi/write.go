package main

import (
	"bytes"
	"fmt"
	"go/format"
	"os"
	"path/filepath"
	"strings"
	"text/template"
)

// writeModule writes go.mod, the boilerplate header and one package per
// group version. Go files are gofmt'ed, so a template slip is a clear error
// here rather than a confusing one in a generator.
func writeModule(o options, a api) error {
	if err := writeFile(filepath.Join(o.out, "go.mod"), goModTmpl, a, false); err != nil {
		return err
	}
	if err := writeFile(filepath.Join(o.out, "hack", "boilerplate.go.txt"), boilerplateTmpl, a, false); err != nil {
		return err
	}
	files := []struct{ name, tmpl string }{
		{"doc.go", docTmpl},
		{"register.go", registerTmpl},
		{"types.go", typesTmpl},
		{"zz_generated.deepcopy.go", deepcopyTmpl},
	}
	for _, gv := range a.GroupVersions {
		dir := filepath.Join(o.out, "apis", gv.Dir, gv.Version)
		for _, f := range files {
			if err := writeFile(filepath.Join(dir, f.name), f.tmpl, gv, true); err != nil {
				return err
			}
		}
	}
	return nil
}

func writeFile(path, tmpl string, data any, gofmt bool) error {
	t, err := template.New(filepath.Base(path)).Parse(tmpl)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := t.Execute(&buf, data); err != nil {
		return err
	}
	src := buf.Bytes()
	if gofmt {
		if src, err = format.Source(src); err != nil {
			return fmt.Errorf("%s: %w\n%s", path, err, strings.TrimSpace(buf.String()))
		}
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, src, 0o644)
}
