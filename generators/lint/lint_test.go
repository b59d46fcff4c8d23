package lint

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/load"
)

// Each rule reports only its own findings, at doc.go's lines, and no rule
// means no finding (upstream's default).
func TestCheckRulesApart(t *testing.T) {
	pkgs, err := load.Syntax(load.Config{}, []string{"../testdata/errors/lint-rules/example/v1"})
	if err != nil || len(pkgs) != 1 {
		t.Fatalf("load: %v (%d packages)", err, len(pkgs))
	}
	for _, c := range []struct {
		rules []string
		want  []string // "line: tag or rule"
	}{
		{nil, nil},
		{[]string{KnownTagsOnly}, []string{"5: " + KnownTagsOnly, "6: " + KnownTagsOnly}},
		{[]string{ExplicitDisablement}, []string{"10: " + ExplicitDisablement}},
	} {
		var d diag.List
		Check(pkgs[0], c.rules, &d)
		var got []string
		for _, x := range d {
			rule := "?"
			for _, r := range Rules {
				if strings.Contains(x.Msg, "(--lint-rules="+r+")") {
					rule = r
				}
			}
			if x.Warning || filepath.Base(x.Pos.Filename) != "doc.go" {
				rule = "not an error at doc.go: " + x.String()
			}
			got = append(got, fmt.Sprintf("%d: %s", x.Pos.Line, rule))
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("rules %v: findings %q, want %q", c.rules, got, c.want)
		}
	}
}
