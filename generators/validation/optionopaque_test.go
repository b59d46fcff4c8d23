package validation

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// An opacity tag under +k8s:ifEnabled/ifDisabled skips its field whatever
// the option, as upstream's (testdata/want/verrparity-optionopaque.txt,
// hack/validation-goldens.sh verrparity/optionopaque); ours warns at each.
func TestOptionOpaqueIsUpstreams(t *testing.T) {
	out, err := generateOutput(t, Gen{ReadOnlyPkgs: readonly}, "./testdata/verrparity/optionopaque")
	if err != nil {
		t.Fatal(err)
	}
	if len(out.Files) != 1 {
		t.Fatalf("got %d files, want 1", len(out.Files))
	}
	want, err := os.ReadFile("testdata/want/verrparity-optionopaque.txt")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out.Files[0].Content, want) {
		t.Errorf("ours differs from upstream's:\n%s", lineDiff(out.Files[0].Content, want))
	}
	warnings := ""
	if out.Warnings != nil {
		warnings = out.Warnings.Error()
	}
	for _, w := range []string{
		"types.go:10: warning: tag: github.com/kubegen/kubegen/generators/validation/testdata/verrparity/optionopaque.Widget.Inner: +k8s:ifEnabled(Skip)=+k8s:opaqueType skips the validation whatever the option",
		"types.go:15: warning: tag: github.com/kubegen/kubegen/generators/validation/testdata/verrparity/optionopaque.Widget.Items: +k8s:ifDisabled(Keep)=+k8s:eachVal=+k8s:opaqueType skips",
	} {
		if !strings.Contains(warnings, w) {
			t.Errorf("warnings lack %q:\n%s", w, warnings)
		}
	}
	if n := strings.Count(warnings, "whatever the option"); n != 2 {
		t.Errorf("%d option warnings, want 2:\n%s", n, warnings)
	}
}
