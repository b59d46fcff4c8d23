package deepcopy

import (
	"go/ast"
	"go/token"
	"strings"

	"github.com/kubegen/kubegen/generators/tags"
)

// kubebuilder's markers, read as controller-gen's object generator reads
// them (sigs.k8s.io/controller-tools, pkg/deepcopy), so that a kubebuilder
// project drops `controller-gen object` with no marker change:
//
//   - +kubebuilder:object:generate[=true|false] on the package turns deep
//     copies on (or off) for every type; it wins over +k8s:deepcopy-gen.
//   - the same marker on a type overrides the package, and wins over the
//     type's +k8s:deepcopy-gen.
//   - +kubebuilder:object:root[=true|false] on a type: the type gets
//     DeepCopyObject (runtime.Object), and deep copies even where the
//     package does not ask for them.
//
// A bare marker is true, as controller-gen's boolean markers are.
const (
	markerGenerate = tags.KubebuilderObjectGenerate
	markerRoot     = tags.KubebuilderObjectRoot
	runtimeObject  = "k8s.io/apimachinery/pkg/runtime.Object"
)

// posLine is one comment line and where it is.
type posLine struct {
	text string
	pos  token.Position
}

// posValue is one tag's value and where it was written.
type posValue struct {
	value string
	pos   token.Position
}

// packageLines are the comment lines package tags are read from: every
// comment of doc.go, where upstream reads them (all of them, as gengo
// does), and in every other file the comments above the package clause,
// where kubebuilder's groupversion_info.go carries the package comment.
func packageLines(fset *token.FileSet, files []*ast.File) []posLine {
	var out []posLine
	for _, f := range files {
		docGo := base(fset.Position(f.FileStart).Filename) == "doc.go"
		for _, g := range f.Comments {
			if !docGo && g.Pos() > f.Package {
				break
			}
			for _, c := range g.List {
				for _, l := range commentTextLines(c.Text) {
					out = append(out, posLine{l, fset.Position(c.Slash)})
				}
			}
		}
	}
	return out
}

// commentTextLines splits one comment ("// x" or "/* ... */") into lines
// without the comment markers, as ast.CommentGroup.Text does.
func commentTextLines(text string) []string {
	if s, ok := strings.CutPrefix(text, "//"); ok {
		return []string{strings.TrimSpace(s)}
	}
	text = strings.TrimSuffix(strings.TrimPrefix(text, "/*"), "*/")
	var out []string
	for _, l := range strings.Split(text, "\n") {
		out = append(out, strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(l), "*")))
	}
	return out
}

// valuesAt returns the values of "+name=value" among lines, each once: the
// same tag written in doc.go and in groupversion_info.go is one tag.
func valuesAt(lines []posLine, name string) []posValue {
	var out []posValue
	seen := map[string]bool{}
	for _, l := range lines {
		t := strings.TrimSpace(l.text)
		if !strings.HasPrefix(t, "+") {
			continue
		}
		k, v, _ := strings.Cut(t[1:], "=")
		if strings.TrimSpace(k) != name {
			continue
		}
		v = strings.TrimSpace(v)
		if !seen[v] {
			seen[v] = true
			out = append(out, posValue{v, l.pos})
		}
	}
	return out
}

// boolMarker reads a kubebuilder boolean marker among vals: set is false
// when it is absent; ok is false (and the reason in why) when its value is
// neither true nor false or it is given both ways.
func boolMarker(vals []string) (value, set bool, why string) {
	if len(vals) == 0 {
		return false, false, ""
	}
	parse := func(v string) (bool, bool) {
		switch v {
		case "", valueTrue:
			return true, true
		case valueFalse:
			return false, true
		}
		return false, false
	}
	first, ok := parse(vals[0])
	if !ok {
		return false, true, "the value is true or false"
	}
	for _, v := range vals[1:] {
		b, ok := parse(v)
		if !ok {
			return false, true, "the value is true or false"
		}
		if b != first {
			return false, true, "it is given both true and false; keep one"
		}
	}
	return first, true, ""
}

func plainValues(vals []posValue) []string {
	out := make([]string, len(vals))
	for i, v := range vals {
		out[i] = v.value
	}
	return out
}
