package deepcopy

import (
	"github.com/kubegen/kubegen/generators/markers"
	"go/token"
	"strings"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/tags"
)

// packageEnabled reads the package's tags: all is true when every type
// gets deep copies unless it opts out; ok is false when the package gets
// no file at all (it opts out with +k8s:deepcopy-gen=false, or a tag is
// wrong, which is reported).
func packageEnabled(p *load.Package, src *markers.Collector, diags *diag.List) (all, ok bool) {
	read := src.PackageTagsOf(p, tags.ToolDeepcopyGen, true).Read
	legacy := packageValues(read, tagEnabled)
	kb := packageValues(read, markerGenerate)
	if v, set, why := boolMarker(values(kb)); set {
		if why != "" {
			diags.Add(kb[0].Pos, p.PkgPath, "+%s=%s: %s; write +%s=true or +%s=false", markerGenerate, kb[0].Value, why, markerGenerate, markerGenerate)
			return false, false
		}
		// controller-gen lets this marker decide over +k8s:deepcopy-gen.
		return v, true
	}
	switch {
	case len(legacy) > 1:
		diags.Add(legacy[1].Pos, p.PkgPath, "+%s is given %d ways (%q); keep one: +%s=package", tagEnabled, len(legacy), values(legacy), tagEnabled)
		return false, false
	case len(legacy) == 1 && legacy[0].Value == valueFalse:
		return false, false // the package opts out
	case len(legacy) == 1:
		value, params, _ := strings.Cut(legacy[0].Value, ",")
		if value != valuePackage {
			diags.Add(legacy[0].Pos, p.PkgPath, "+%s=%s: on a package the only value is %q; write +%s=package, or tag the types with +%s=true", tagEnabled, legacy[0].Value, valuePackage, tagEnabled, tagEnabled)
			return false, false
		}
		if !checkParams(params, legacy[0].Pos, p.PkgPath, diags) {
			return false, false
		}
		return true, true
	}
	return false, true
}

// selection is what a type's tags decide.
type selection struct {
	wanted bool
	// root: the type gets DeepCopyObject (+kubebuilder:object:root).
	root bool
	// legacy is the +k8s:deepcopy-gen value when that tag decided ("" when
	// a kubebuilder marker or the package did).
	legacy string
	// explicit: a kubebuilder marker asked for this type's deep copies.
	explicit bool
}

// typeEnabled reads a type's tags; ok is false when one is wrong (reported).
func typeEnabled(lines []string, allTypes bool, at token.Position, subject string, diags *diag.List) (selection, bool) {
	var sel selection
	kb, kbSet, why := boolMarker(tags.Values(lines, markerGenerate))
	if why != "" {
		diags.Add(at, subject, "+%s: %s; write +%s=true or +%s=false", markerGenerate, why, markerGenerate, markerGenerate)
		return sel, false
	}
	root, _, why := boolMarker(tags.Values(lines, markerRoot))
	if why != "" {
		diags.Add(at, subject, "+%s: %s; write +%s=true", markerRoot, why, markerRoot)
		return sel, false
	}
	sel.root = root

	legacy := ""
	switch vals := tags.Values(lines, tagEnabled); {
	case len(vals) > 1:
		diags.Add(at, subject, "+%s is given %d times (%q); keep one", tagEnabled, len(vals), vals)
		return sel, false
	case len(vals) == 1:
		v, params, _ := strings.Cut(vals[0], ",")
		if !checkParams(params, at, subject, diags) {
			return sel, false
		}
		if v != valueTrue && v != valueFalse {
			diags.Add(at, subject, "+%s=%s: on a type the value is true or false; write +%s=true or +%s=false", tagEnabled, vals[0], tagEnabled, tagEnabled)
			return sel, false
		}
		legacy = v
	}

	// controller-gen's order: the type's kubebuilder marker, then its
	// +k8s:deepcopy-gen, then the package or the object root marker.
	switch {
	case kbSet:
		sel.wanted, sel.explicit = kb, kb
	case legacy != "":
		sel.wanted, sel.legacy = legacy == valueTrue, legacy
	default:
		sel.wanted = allTypes || root
		sel.explicit = !allTypes && root
	}
	return sel, true
}
