package smdschema

import (
	"go/types"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/managedfields"
	"sigs.k8s.io/structured-merge-diff/v6/typed"

	"github.com/kubegen/kubegen/generators/smdschema/internal/modelpkg"
)

// TestModelPackageNames checks names under +k8s:openapi-model-package:
// Build's definition of the kind is the one the scheme names, and the
// field manager finds it.
func TestModelPackageNames(t *testing.T) {
	pkgs := typedLoad(t, "github.com/kubegen/kubegen/generators/smdschema/internal/modelpkg")
	text, warns := build(t, pkgs)
	if len(warns) > 0 {
		t.Errorf("unexpected warnings: %v", warns)
	}
	scheme := runtime.NewScheme()
	if err := modelpkg.AddToScheme(scheme); err != nil {
		t.Fatal(err)
	}
	want, err := scheme.ToOpenAPIDefinitionName(modelpkg.SchemeGroupVersion.WithKind("Gadget"))
	if err != nil {
		t.Fatal(err)
	}
	gadget := pkgs[0].Types.Scope().Lookup("Gadget").(*types.TypeName)
	if got := DefinitionName(pkgs, gadget); got != want {
		t.Errorf("DefinitionName = %q, the scheme says %q", got, want)
	}
	for _, name := range []string{want, "io.example.modelpkg.v1.GadgetSpec", "io.example.parts.Part"} {
		if !strings.Contains(text, "- name: "+name+"\n") {
			t.Errorf("no definition %s in\n%s", name, text)
		}
	}
	parser, err := typed.NewParser(typed.YAMLObject(text))
	if err != nil {
		t.Fatal(err)
	}
	tc := managedfields.NewSchemeTypeConverter(scheme, parser)
	g := &modelpkg.Gadget{Spec: modelpkg.GadgetSpec{Color: "red", Part: &modelpkg.Part{Size: 2}}}
	g.APIVersion, g.Kind = "models.example.com/v1", "Gadget"
	if _, err := tc.ObjectToTyped(g); err != nil {
		t.Errorf("the field manager's converter: %v", err)
	}
}
