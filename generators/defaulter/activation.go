package defaulter

import (
	"go/ast"
	"go/token"
	"path/filepath"
	"strings"

	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/tags"
)

// activation is what a package's tags ask of the defaulter.
type activation struct {
	enabled bool
	// fields are the +k8s:defaulter-gen values: a type with a field of one
	// of these names gets an object defaulter (TypeMeta, usually).
	fields []string
	// input is the package declaring the types (+k8s:defaulter-gen-input),
	// the package itself by default.
	input    string
	inputPos token.Position
}

// posLine is one comment line and where its comment starts.
type posLine struct {
	text string
	pos  token.Position
}

// activation reads the package tags as upstream does: from every comment
// of doc.go. ok is false when a tag is wrong (reported).
func (r *run) activation(p *load.Package) (act activation, ok bool) {
	act.input = p.PkgPath
	lines, elsewhere := packageLines(p.Fset, p.Files)
	for _, l := range elsewhere {
		if name, _, _, isTag := tags.Split(l.text); isTag && (name == tagEnabled || name == tagInput) {
			r.diags.Warn(l.pos, p.PkgPath, "+%s outside doc.go is not read (upstream reads package tags from doc.go only); move it to doc.go", name)
		}
	}
	enabled := valuesAt(lines, tagEnabled)
	hasFalse, hasOther := false, false
	for _, v := range enabled {
		act.fields = append(act.fields, v.value)
		if v.value == valueFalse {
			hasFalse = true
		} else {
			hasOther = true
		}
	}
	if hasFalse && hasOther {
		r.diags.Add(enabled[0].pos, p.PkgPath, "+%s: \"false\" is given with other values %q; keep +%s=false alone, or remove it", tagEnabled, act.fields, tagEnabled)
		return act, false
	}
	act.enabled = hasOther
	if hasFalse {
		act.fields = nil
	}
	inputs := valuesAt(lines, tagInput)
	switch {
	case len(inputs) > 1:
		r.diags.Add(inputs[1].pos, p.PkgPath, "+%s is given %d times; keep one", tagInput, len(inputs))
		return act, false
	case len(inputs) == 1:
		v := inputs[0]
		if strings.HasPrefix(v.value, "./") || strings.HasPrefix(v.value, "../") {
			r.diags.Add(v.pos, p.PkgPath, "+%s=%s: a relative path is not supported; write the package's full import path", tagInput, v.value)
			return act, false
		}
		act.input, act.inputPos = v.value, v.pos
	}
	for _, v := range enabled {
		if v.value == "" || v.value == valueTrue || v.value == valueCovers {
			r.diags.Warn(v.pos, p.PkgPath, "+%s=%s on a package names no field: only types tagged +%s=true get defaulters; write the field that selects objects, e.g. +%s=TypeMeta", tagEnabled, v.value, tagEnabled, tagEnabled)
		}
	}
	return act, true
}

// packageLines are every comment line of doc.go, and separately the tags
// above the package clause of the other files, which upstream does not
// read.
func packageLines(fset *token.FileSet, files []*ast.File) (docGo, elsewhere []posLine) {
	for _, f := range files {
		isDoc := filepath.Base(fset.Position(f.FileStart).Filename) == "doc.go"
		for _, g := range f.Comments {
			if !isDoc && g.Pos() > f.Package {
				break
			}
			for _, c := range g.List {
				for _, l := range tags.CommentLines(c.Text) {
					if isDoc {
						docGo = append(docGo, posLine{l, fset.Position(c.Slash)})
					} else {
						elsewhere = append(elsewhere, posLine{l, fset.Position(c.Slash)})
					}
				}
			}
		}
	}
	return docGo, elsewhere
}

type posValue struct {
	value string
	pos   token.Position
}

func valuesAt(lines []posLine, name string) []posValue {
	var out []posValue
	for _, l := range lines {
		for _, v := range tags.Values([]string{l.text}, name) {
			out = append(out, posValue{v, l.pos})
		}
	}
	return out
}
