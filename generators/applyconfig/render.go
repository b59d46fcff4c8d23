package applyconfig

import (
	"bytes"
	"fmt"
	"go/format"
	"sync"
	"text/template"

	"github.com/kubegen/kubegen/templates"
)

var parsed = sync.OnceValues(func() (*template.Template, error) {
	return template.New("").Option("missingkey=error").ParseFS(templates.FS, "applyconfig_*.tmpl")
})

// render fills in the named template and formats the result.
func render(name string, data any) ([]byte, error) {
	tmpl, err := parsed()
	if err != nil {
		return nil, err
	}
	var src bytes.Buffer
	if err := tmpl.ExecuteTemplate(&src, name, data); err != nil {
		return nil, fmt.Errorf("template %s: %w", name, err)
	}
	out, err := format.Source(src.Bytes())
	if err != nil {
		return nil, fmt.Errorf("formatting %s: %w\n%s", name, err, src.Bytes())
	}
	return out, nil
}
