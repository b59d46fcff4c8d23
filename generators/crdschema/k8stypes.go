package crdschema

import (
	"fmt"
	"go/types"
	"slices"
	"strings"

	"github.com/kubegen/kubegen/generators/tags"
)

// validation-gen takes most value tags on a type's declaration as well as
// on a field (type Name string with +k8s:maxLength=63): they validate the
// type wherever it is used. A named type's schema is merged into every
// use of it (combine), so the tag goes in that schema, and a field's own
// tag of the same kind is kept beside it (mergeInto moves two different
// bounds into an allOf): both apply, as both Go validations run.
//
// controller-gen v0.23.0 reads +k8s:minimum, +k8s:maximum, +k8s:maxItems
// and +k8s:immutable on fields only, and writes nothing for them on a
// type; the schema keeps its bytes there, and says so with a warning
// naming the marker it does read on a type.

// onTypeIgnored are the tags controller-gen reads on fields and ignores
// on types, with what it reads on a type to the same effect (%s is the
// tag's value).
var onTypeIgnored = map[string]string{
	"k8s:minimum":   "+kubebuilder:validation:Minimum=%s",
	"k8s:maximum":   "+kubebuilder:validation:Maximum=%s",
	"k8s:maxItems":  "+kubebuilder:validation:MaxItems=%s",
	"k8s:immutable": `+kubebuilder:validation:XValidation:rule="self == oldSelf",message="field is immutable"`,
}

// fieldOnly are the tags validation-gen takes on fields (or list values)
// only, and fails on when written on a type.
var fieldOnly = []string{"k8s:required", "k8s:optional", "k8s:forbidden", "k8s:update", "k8s:unionMember",
	"k8s:unionDiscriminator", "k8s:zeroOrOneOfMember", "k8s:dependentRequired", "k8s:dependentForbidden"}

// typeTags applies the +k8s: tags of tn's declaration that controller-gen
// does not read there to its schema s, for the types of the packages
// generated for only (an imported type keeps controller-gen's bytes, as
// for fields). A tag that does not fit the type is an error at its line;
// one the schema leaves out is a warning there. It says whether a tag
// was applied.
func (r *renderer) typeTags(s *props, tn *types.TypeName) (applied bool) {
	if tn.Pkg() == nil || r.src.pkgs[tn.Pkg().Path()] == nil {
		return false
	}
	for _, l := range r.src.TypeMarkers(tn.Pos()) {
		if !strings.HasPrefix(l.Text, "+k8s:") {
			continue
		}
		w, wrapped, err := parentTag(l.Text)
		if !slices.Contains(tags.Validators, w.Name) {
			continue // another generator's tag (+k8s:deepcopy-gen...)
		}
		if err == nil {
			var done bool
			done, err = typeTag(s, w, wrapped)
			applied = applied || done
		} else {
			err = schemaWarning{fmt.Sprintf("%s is ignored: %v (validation-gen fails on it)", l.Text, err)}
		}
		if err != nil {
			r.reportK8s(l, tn.Name(), err)
		}
	}
	return applied
}

// combineUntagged is combine for type A B: B's schema without the tags
// of B's declaration, since validation-gen's Validate_A does not call
// Validate_B (its typedefs test: type E3 E1 gets E3's tags only), while
// B's markers, which controller-gen gives A, stay.
func (r *renderer) combineUntagged(ref *types.TypeName, s *props) *props {
	if ref == nil {
		return s
	}
	t := r.namedSchema(ref)
	if u := r.untagged[ref]; u != nil {
		t = u
	}
	return r.merged(t, s)
}

// typeTag applies the tag w of a type's declaration to the type's schema
// s, or says why the schema leaves it out. wrapped says w was read through
// +k8s:alpha/+k8s:beta, which controller-gen does not read through.
func typeTag(s *props, w tags.Written, wrapped bool) (applied bool, err error) {
	if slices.Contains(fieldOnly, w.Name) {
		return false, schemaWarning{fmt.Sprintf("+%s on a type is ignored: validation-gen takes it on fields only (and fails on it here); move it to the fields of this type", w.Name)}
	}
	if !wrapped {
		if fix, ok := onTypeIgnored[w.Name]; ok {
			if strings.Contains(fix, "%s") {
				fix = fmt.Sprintf(fix, w.Value)
			}
			return false, schemaWarning{fmt.Sprintf("the CRD schema does not check +%s on a type: controller-gen v0.23.0 reads it on fields only, and the schema keeps its output; write %s on the type for the schema (the Go validation checks the tag)", w.Name, fix)}
		}
		switch w.Name {
		case "k8s:enum", "k8s:listType", "k8s:listMapKey":
			return false, nil // the registry's markers, as controller-gen reads them
		}
	}
	// type A B shares B's properties and rules: A's tag changes a copy.
	c := ownedCopy(*s)
	err = applyValueTag(&c, w, "a type")
	*s = c
	return true, err
}
