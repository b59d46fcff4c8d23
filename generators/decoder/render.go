package decoder

import (
	"github.com/kubegen/kubegen/generators/render"
)

// templateData is what decoder.go.tmpl reads.
type templateData struct{ Decoder *File }

// renderFile is f as the renderer's file at path: decoder.go.tmpl, whose
// import block f's qualifier fills in.
func (f *File) renderFile(path string, header []byte) render.File {
	return render.File{Path: path, Template: "decoder.go.tmpl", Header: header, Data: templateData{f}, Imports: f.Imports}
}

// Render prints f as a Go file of its own, with header before the package
// clause: what tests and tools outside the generators use. The generator
// renders its files the same way (Gen.Generate).
func Render(f *File, header string) ([]byte, error) {
	out, err := render.Files([]render.File{f.renderFile(f.Package+"/decoders.go", []byte(header))})
	if err != nil {
		return nil, err
	}
	return out[0].Content, nil
}
