package generators

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/write"
)

func TestModuleCacheWrites(t *testing.T) {
	cache := t.TempDir()
	t.Setenv("GOMODCACHE", cache)
	inside := filepath.Join(cache, "k8s.io", "sample-apiserver@v0.37.2", "pkg", "apis", "wardle", "v1alpha1", "zz_generated.conversion.go")
	beside := filepath.Join(cache+"-not", "x.go") // shares the prefix, not the directory
	files := []write.File{{Path: inside}, {Path: beside}, {Path: filepath.Join(t.TempDir(), "own", "zz_generated.deepcopy.go")}}
	d := moduleCacheWrites(files)
	if len(d) != 1 || d[0].Pos.Filename != inside || !strings.Contains(d[0].Msg, "module cache") {
		t.Fatalf("moduleCacheWrites = %v, want one error for %s", d, inside)
	}
}
