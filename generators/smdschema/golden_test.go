package smdschema

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/kubegen/kubegen/internal/golden"
)

// TestGolden keeps the whole schema of the test packages under review:
// a change of output shows as a diff of the golden files.
func TestGolden(t *testing.T) {
	for file, in := range map[string]string{"shapes.golden.yaml": shapesPkg, "bad.golden.yaml": "./testdata/bad"} {
		text, _ := build(t, typedLoad(t, in))
		path := filepath.Join("testdata", file)
		if golden.Update() {
			if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run go test -update to write it)", err)
		}
		if text != string(want) {
			t.Errorf("%s: the schema changed; review the difference after go test ./generators/smdschema -update:\n%s", file, firstDiff(text, string(want)))
		}
	}
}

func firstDiff(got, want string) string {
	for i := 0; i < len(got) && i < len(want); i++ {
		if got[i] != want[i] {
			lo := max(0, i-200)
			return "got …" + got[lo:min(len(got), i+200)] + "…\nwant …" + want[lo:min(len(want), i+200)] + "…"
		}
	}
	return "one is a prefix of the other"
}
