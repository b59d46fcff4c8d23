package decoder

import (
	"bytes"
	"fmt"
	"go/format"
	"slices"
	"text/template"

	"github.com/kubegen/kubegen/templates"
)

// Render prints f as a Go file of its own, with header before the package
// clause: what tests and tools outside the generators' emit step use. The
// generators render the same template through their file table. The
// template leaves the import block empty; f's qualifier fills it in.
func Render(f *File, header string) ([]byte, error) {
	tmpl, err := template.ParseFS(templates.FS, "imports.tmpl", "decoder.go.tmpl")
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	buf.WriteString(header)
	if err := tmpl.ExecuteTemplate(&buf, "decoder.go.tmpl", struct{ Decoder *File }{f}); err != nil {
		return nil, err
	}
	const empty = "\nimport ()\n"
	src := buf.Bytes()
	if i := bytes.Index(src, []byte(empty)); i < 0 || bytes.LastIndex(src, []byte(empty)) != i {
		return nil, fmt.Errorf("decoder file: the template's empty import block is not found exactly once")
	} else {
		src = slices.Concat(src[:i+1], []byte(f.Imports.Block()), src[i+len(empty):])
	}
	out, err := format.Source(src)
	if err != nil {
		return nil, fmt.Errorf("decoder file: %w\n%s", err, src)
	}
	return out, nil
}
