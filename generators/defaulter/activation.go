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
	pt := r.tags.PackageTagsOf(p, tags.ToolDefaulterGen, r.o.PackageComments)
	for _, t := range pt.Lost(tagEnabled, tagInput) {
		r.diags.Warn(t.Pos, p.PkgPath, "%s", tags.IgnoredOutsideDocGo(t.Name, "defaulter-gen"))
	}
	enabled := pt.Read.Named(tagEnabled)
	hasFalse, hasOther := false, false
	for _, v := range enabled {
		act.fields = append(act.fields, v.Value)
		if v.Value == valueFalse {
			hasFalse = true
		} else {
			hasOther = true
		}
	}
	if hasFalse && hasOther {
		r.diags.Add(enabled[0].Pos, p.PkgPath, "+%s: \"false\" is given with other values %q; keep +%s=false alone, or remove it", tagEnabled, act.fields, tagEnabled)
		return act, false
	}
	act.enabled = hasOther
	if hasFalse {
		act.fields = nil
	}
	inputs := pt.Read.Named(tagInput)
	switch {
	case len(inputs) > 1:
		r.diags.Add(inputs[1].Pos, p.PkgPath, "+%s is given %d times; keep one", tagInput, len(inputs))
		return act, false
	case len(inputs) == 1:
		v := inputs[0]
		if strings.HasPrefix(v.Value, "./") || strings.HasPrefix(v.Value, "../") {
			r.diags.Add(v.Pos, p.PkgPath, "+%s=%s: a relative path is not supported; write the package's full import path", tagInput, v.Value)
			return act, false
		}
		act.input, act.inputPos = v.Value, v.Pos
	}
	for _, v := range enabled {
		if v.Value == "" || v.Value == valueTrue || v.Value == valueCovers {
			r.diags.Warn(v.Pos, p.PkgPath, "+%s=%s on a package names no field: only types tagged +%s=true get defaulters; write the field that selects objects, e.g. +%s=TypeMeta", tagEnabled, v.Value, tagEnabled, tagEnabled)
		}
	}
	return act, true
}
