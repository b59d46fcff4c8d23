package decoder

import (
	"bytes"
	"fmt"
	"go/format"
	"strings"
	"text/template"

	"github.com/kubegen/kubegen/templates"
)

// Render prints f as a Go file of its own, with header before the package
// clause: what tests and tools outside the generators' emit step use. The
// generators render the same template through their file table.
func Render(f *File, header string) ([]byte, error) {
	tmpl, err := template.ParseFS(templates.FS, "imports.tmpl", "decoder.go.tmpl")
	if err != nil {
		return nil, err
	}
	data := struct {
		Decoder             *File
		StdImports, Imports []Import
	}{Decoder: f}
	for _, imp := range f.AllImports() {
		if strings.Contains(strings.Split(imp.Path, "/")[0], ".") {
			data.Imports = append(data.Imports, imp)
		} else {
			data.StdImports = append(data.StdImports, imp)
		}
	}
	var buf bytes.Buffer
	buf.WriteString(header)
	if err := tmpl.ExecuteTemplate(&buf, "decoder.go.tmpl", data); err != nil {
		return nil, err
	}
	src, err := format.Source(buf.Bytes())
	if err != nil {
		return nil, fmt.Errorf("decoder file: %w\n%s", err, buf.Bytes())
	}
	return src, nil
}
