// Package emit decides the generated files of the clients, listers and
// informers from the model: a table of file kinds (table.go), one embedded
// template per kind (templates/), and the data each template reads
// (data.go). generators/render renders them.
package emit

import (
	"github.com/kubegen/kubegen/generators/model"
	"github.com/kubegen/kubegen/generators/render"
	"github.com/kubegen/kubegen/generators/write"
)

// Targets selects which of emit's outputs Files renders; the clientset,
// listers and informers generators each select their own.
type Targets struct {
	Clientset, Listers, Informers bool
}

// Files renders every file of the selected targets, sorted by path. A
// template or format failure names the template and the file; nothing is
// returned then.
func Files(s *model.Set, targets Targets) ([]write.File, error) {
	var files []render.File
	for i := range fileKinds {
		fk := &fileKinds[i]
		if !fk.enabled(targets, s.Opts) {
			continue
		}
		header := s.Opts.FileHeader(fk.generator)
		for _, inst := range fk.expand(s) {
			if inst.data.im == nil {
				inst.data.im = newImports()
			}
			files = append(files, render.File{Path: inst.path, Template: fk.template, Header: header, Data: inst.data, Imports: inst.data.im})
		}
	}
	return render.Files(files)
}
