package schema

import (
	"go/token"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/diag"
)

// TestMarkersOfOtherTools: +kubebuilder: and +k8s: markers other than the
// registry's schema markers are ignored without a warning; a schema marker
// in another spelling is warned about; the declarative spelling is read.
func TestMarkersOfOtherTools(t *testing.T) {
	var lines []Line
	for i, text := range []string{
		"+kubebuilder:validation:MinItems=1", "+kubebuilder:listType=map", "+KubeBuilder:default=x",
		"+k8s:maxItems=3", "+k8s:listType=map", "+k8s:listMapKey=name", "+list-map-key=id",
	} {
		lines = append(lines, Line{Text: text, Pos: token.Position{Filename: "types.go", Line: i + 1}})
	}
	var warns diag.List
	m := parseMarkers(lines, "v1.Spec.Items", &warns)
	if m.listType != "map" || len(m.listMapKeys) != 1 || m.listMapKeys[0] != "name" {
		t.Errorf("+k8s:listType/+k8s:listMapKey read as %q %q, want map [name]", m.listType, m.listMapKeys)
	}
	if len(warns) != 1 || warns[0].Pos.Line != 7 || !strings.Contains(warns[0].Msg, "write +listMapKey") {
		t.Errorf("warnings %v; want one, at line 7, naming +listMapKey", warns)
	}
}
