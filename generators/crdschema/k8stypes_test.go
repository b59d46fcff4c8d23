package crdschema

import (
	"slices"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/diag"
)

// The value tags validation-gen takes on a type's declaration go in the
// type's schema, so every use of it has them; a field's own bound of the
// same kind is kept beside the type's (both apply, as both Go checks
// run); a misfit is an error at its line, and a tag the schema leaves
// out a warning at its line.
func TestK8sRulesOnTypes(t *testing.T) {
	spec, diags := buildK8sRules(t, "OnTypes")
	name := spec.Properties["name"]
	if name.MaxLength == nil || *name.MaxLength != 20 || name.Format != "k8s-short-name" {
		t.Errorf("name %+v, want maxLength 20 and format k8s-short-name", name)
	}
	short := spec.Properties["short"]
	var bounds []int64
	for _, b := range short.AllOf {
		if b.MaxLength != nil {
			bounds = append(bounds, *b.MaxLength)
		}
	}
	if short.MaxLength != nil || !slices.Equal(bounds, []int64{20, 10}) || short.Format != "k8s-short-name" {
		t.Errorf("short %+v, want the type's maxLength 20 and the field's 10 in allOf, and the format", short)
	}
	if got := rules(spec.Properties["code"]); !slices.Equal(got, []string{`size(bytes(self)) <= 8`, `self != "none"`}) {
		t.Errorf("code's rules %q", got)
	}
	tags := spec.Properties["tags"]
	if tags.MinItems == nil || *tags.MinItems != 1 || tags.MaxItems == nil || *tags.MaxItems != 5 {
		t.Errorf("tags %+v, want minItems 1 and maxItems 5", tags)
	}
	if got := rules(spec.Properties["key"]); len(got) != 1 || !strings.Contains(got[0], "format.qualifiedName()") {
		t.Errorf("key's rules %q, want the label key's", got)
	}
	want := []struct {
		line    int
		warning bool
		text    string
	}{
		{371, false, "+k8s:maxLength=3: must apply maxlength to a textual value"},
		{375, true, "does not check +k8s:customValidation on a type"},
		{376, true, "+k8s:update on a type is ignored: validation-gen takes it on fields only"},
	}
	if len(diags) != len(want) {
		t.Errorf("diagnostics %v, want %d", diags, len(want))
	}
	for _, w := range want {
		i := slices.IndexFunc(diags, func(d diag.Diagnostic) bool { return d.Pos.Line == w.line })
		if i < 0 {
			t.Errorf("no diagnostic at line %d", w.line)
			continue
		}
		if d := diags[i]; d.Warning != w.warning || !strings.Contains(d.Msg, w.text) {
			t.Errorf("diagnostic %v, want (warning %v) %q", d, w.warning, w.text)
		}
	}
}

// rules are the rules of a schema's x-kubernetes-validations.
func rules(p props) []string {
	var out []string
	for _, v := range p.XValidations {
		out = append(out, v.Rule)
	}
	return out
}

// type A B gets B's kubebuilder markers (as controller-gen writes it) but
// not the +k8s: tags of B's declaration (as validation-gen's Validate_A
// does not call Validate_B); A's own tags apply.
func TestK8sRulesOnTypesDeclaredFrom(t *testing.T) {
	spec, diags := buildK8sRules(t, "DeclaredFrom")
	for _, d := range diags {
		t.Errorf("unexpected diagnostic %v", d)
	}
	nick := spec.Properties["nick"]
	if nick.MaxLength != nil || nick.Format != "" || nick.MinLength == nil || *nick.MinLength != 2 {
		t.Errorf("nick %+v, want minLength 2 only", nick)
	}
	handle := spec.Properties["handle"]
	if handle.MaxLength != nil || handle.Pattern != "^[a-z]" {
		t.Errorf("handle %+v, want Moniker's pattern and not its maxLength", handle)
	}
}
