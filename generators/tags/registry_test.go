package tags

import (
	"bytes"
	"slices"
	"strings"
	"testing"
)

// TestSchemaMarkers: the schema builder's markers are openapi-gen's plus
// declarative validation's list spelling and the model package.
func TestSchemaMarkers(t *testing.T) {
	want := []string{
		"listType", "listMapKey", "mapType", "structType",
		"patchStrategy", "patchMergeKey", "default", "optional", "required",
		"union", "unionDiscriminator", "unionDeprecated",
		"k8s:listType", "k8s:listMapKey", "k8s:openapi-model-package",
	}
	got := SchemaMarkers()
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("SchemaMarkers() =\n%q\nwant\n%q", got, want)
	}
}

func TestUnknownPolicy(t *testing.T) {
	for name, want := range map[string]Policy{
		"genclient:noverbs":              Rejected,
		"GenClient":                      Rejected,
		"genclients":                     Tolerated, // another first segment
		"kubebuilder:validation:Minimum": Ignored,
		"KubeBuilder:printcolumn:name":   Ignored,
		"k8s:foo-gen":                    Tolerated,
		"resourcename":                   Tolerated,
	} {
		if got := Unknown(name); got != want {
			t.Errorf("Unknown(%q) = %v, want %v", name, got, want)
		}
	}
	if tg, _ := Lookup(GenClientMethod); tg.Variants() != Rejected {
		t.Errorf("+genclient:method variants: %v, want Rejected", tg.Variants())
	}
	if tg, _ := Lookup(KubebuilderObjectRoot); tg.Variants() != Ignored {
		t.Errorf("+kubebuilder:object:root variants: %v, want Ignored", tg.Variants())
	}
}

// kubebuilder's markers: the object markers are registered, a name close
// to one is suggested, the others are matched with nothing.
func TestSuggestKubebuilder(t *testing.T) {
	for name, want := range map[string]string{
		"kubebuilder:object:root":            "",
		"kubebuilder:object:roots":           KubebuilderObjectRoot,
		"KubeBuilder:Object:Generate":        KubebuilderObjectGenerate,
		"kubebuilder:validation:Required":    "",
		"kubebuilder:validation:XValidation": "",
		"kubebuilder:default":                "",
		"kubebuilder:subresource:status":     "",
	} {
		got, ok := Suggest(name)
		if (want == "") == ok || got.Name != want {
			t.Errorf("Suggest(%q) = %q, %v; want %q", name, got.Name, ok, want)
		}
	}
}

func TestValuesNeedsARegisteredName(t *testing.T) {
	defer func() {
		if r := recover(); r == nil || !strings.Contains(r.(string), "k8s:no-such-gen") {
			t.Errorf("Values of an unregistered name: recovered %v, want a panic naming it", r)
		}
	}()
	Values([]string{"+k8s:no-such-gen=true"}, "k8s:no-such-gen")
}

// TestHelpListsEveryReader: the markers the schema builder and kubebuilder's
// object generator read are in the help of the tools that read them.
func TestHelpListsEveryReader(t *testing.T) {
	for tool, c := range map[string]struct{ has, hasNot []string }{
		"deepcopy-gen": {has: []string{"+kubebuilder:object:root=true", "+kubebuilder:object:generate=true|false",
			"+kubebuilder:<other>: controller-gen's markers, ignored", "  any other: ignored\n"}, hasNot: []string{"+patchStrategy", "+genclient:<other>"}},
		"applyconfiguration-gen": {has: []string{"+patchStrategy=", "+unionDiscriminator", "+k8s:listType=", "+k8s:openapi-model-package=", "+k8s:applyconfiguration-gen=false"},
			hasNot: []string{"+kubebuilder"}},
		"client-gen": {has: []string{"+genclient:<other>: an error", "+k8s:<other>: ignored", "gets a warning naming it"},
			hasNot: []string{"+patchStrategy", "+kubebuilder", "+k8s:applyconfiguration-gen"}},
	} {
		tl, _ := ToolNamed(tool)
		var b bytes.Buffer
		Help(&b, tl)
		for _, s := range c.has {
			if !strings.Contains(b.String(), s) {
				t.Errorf("%s help lacks %q:\n%s", tool, s, &b)
			}
		}
		for _, s := range c.hasNot {
			if strings.Contains(b.String(), s) {
				t.Errorf("%s help has %q:\n%s", tool, s, &b)
			}
		}
	}
}
