package emit

import (
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/render"
)

// TestTemplatesAllUsed: every template file is rendered by some file kind
// (or defines shared templates only), so none goes stale unnoticed.
func TestTemplatesAllUsed(t *testing.T) {
	tmpl, err := render.Templates()
	if err != nil {
		t.Fatal(err)
	}
	used := map[string]bool{}
	for _, fk := range fileKinds {
		if tmpl.Lookup(fk.template) == nil {
			t.Errorf("file kind uses template %s, which does not exist", fk.template)
		}
		used[fk.template] = true
	}
	// register-gen's template and applyconfiguration-gen's (applyconfig_*)
	// live beside ours but are rendered by generators/register and
	// generators/applyconfig, whose golden tests render each of them.
	used["register.go.tmpl"] = true
	// The decoder generator (package decoder) renders decoder.go.tmpl with
	// generators/render; kubegen's golden tree (basic-decoders) holds it.
	used["decoder.go.tmpl"] = true
	for _, tt := range tmpl.Templates() {
		if strings.HasPrefix(tt.Name(), "applyconfig_") {
			continue
		}
		if strings.HasSuffix(tt.Name(), ".go.tmpl") && !used[tt.Name()] {
			t.Errorf("template %s is rendered by no file kind", tt.Name())
		}
	}
}
