package deepcopy

import (
	"bytes"
	"os"
	"testing"

	"github.com/kubegen/kubegen/generators/load"
)

// On a cold build cache the dependencies' types are read from source
// instead of export data; the deep copies must not change: upstream's
// output, byte for byte, as from export data. The second load reads what
// the first checked from kubegen's dependency cache (unless
// KUBEGEN_CACHE=off), which must not change them either.
func TestShapesMatchUpstreamWithDependenciesFromSource(t *testing.T) {
	want, err := os.ReadFile("testdata/shapes/want/zz_generated.deepcopy.go.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, run := range []string{"checked from source", "read from the dependency cache"} {
		pkgs, _, err := load.Typed(load.Config{Dir: ".", SourceDeps: true}, []string{"./testdata/shapes/v1"})
		if err != nil {
			t.Fatal(err)
		}
		files, _, err := Files(pkgs, Options{OutputFile: DefaultOutputFile, Load: load.NewSession(load.Config{Dir: "."})})
		if err != nil {
			t.Fatal(err)
		}
		if len(files) != 1 || !bytes.Equal(files[0].Content, want) {
			t.Errorf("output differs from upstream's with dependencies %s", run)
		}
	}
}
