package defaulter

import (
	"go/token"
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

// activation reads the package tags: from every comment of doc.go, as
// upstream does, and in kubegen (Options.PackageComments) also from the
// package comment of every other file, kubebuilder's groupversion_info.go.
// ok is false when a tag is wrong (reported).
func (r *run) activation(p *load.Package) (act activation, ok bool) {
	act.input = p.PkgPath
	lines, ignored := r.packageLines(p)
	for _, l := range tags.IgnoredTags(lines, ignored, tagEnabled, tagInput) {
		name, _, _, _ := tags.Split(l.Text)
		r.diags.Warn(l.Pos, p.PkgPath, "%s", tags.IgnoredOutsideDocGo(name, "defaulter-gen"))
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

// packageLines are the lines p's package tags are read from, and the
// package comment lines of other files that this run does not read.
func (r *run) packageLines(p *load.Package) (read, ignored []tags.Line) {
	return tags.ReadPackageLines(tags.PackageLines(p.Fset, p.Files), r.o.PackageComments)
}

type posValue struct {
	value string
	pos   token.Position
}

func valuesAt(lines []tags.Line, name string) []posValue {
	var out []posValue
	for _, l := range lines {
		for _, v := range tags.Values([]string{l.Text}, name) {
			out = append(out, posValue{v, l.Pos})
		}
	}
	return out
}
