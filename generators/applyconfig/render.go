package applyconfig

import (
	"github.com/kubegen/kubegen/generators/gofile"
	"github.com/kubegen/kubegen/generators/model"
	"github.com/kubegen/kubegen/generators/render"
)

// file is one file of the tree to render: template filled with data,
// whose names im gave, below the run's header.
func (g *gen) file(path, template string, data any, im *gofile.Imports) render.File {
	return render.File{Path: path, Template: template, Header: model.Options{Header: g.o.Header}.FileHeader(Generator), Data: data, Imports: im}
}
