package deepcopy

import (
	"github.com/kubegen/kubegen/generators/markers"
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

// packageValues are the package's tags named name (read everywhere: the
// registry's place for deepcopy is every package comment, since
// kubebuilder's groupversion_info.go carries it), each value once: the
// same tag written in doc.go and in groupversion_info.go is one tag.
func packageValues(read markers.Tags, name string) []markers.Tag {
	var out []markers.Tag
	seen := map[string]bool{}
	for _, t := range read.Named(name) {
		if !seen[t.Value] {
			seen[t.Value] = true
			out = append(out, t)
		}
	}
	return out
}

// values are the tags' values.
func values(ts []markers.Tag) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t.Value
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
