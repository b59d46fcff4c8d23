package generators_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A version of a "..." pattern that loses its last +genclient line is no
// input any more (kube_codegen.sh's selection), but what the run before
// generated for it is removed: left in place, it referred to clients and
// kinds that are gone, and the tree did not build.
func TestDroppedVersionOutputRemoved(t *testing.T) {
	dir, err := os.MkdirTemp("testdata", "tmp-dropped-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	api := filepath.Join(dir, "apis/gone/v1")
	writeFile(t, filepath.Join(api, "doc.go"), "// +k8s:deepcopy-gen=package\n// +groupName=gone.example.com\npackage v1\n")
	types := strings.Replace(pointerMetaTypes, "*metav1.ObjectMeta", "metav1.ObjectMeta ", 1)
	writeFile(t, filepath.Join(api, "types.go"), types)
	pkg := "github.com/kubegen/kubegen/generators/" + filepath.ToSlash(dir)
	kubegen := func() string {
		t.Helper()
		code, _, stderr := run(t, "kubegen", "--output-dir", filepath.Join(dir, "gen"), "--output-pkg", pkg+"/gen",
			"--go-header-file", header, "./"+filepath.ToSlash(dir)+"/apis/...")
		if code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		return stderr
	}
	kubegen()
	lister := filepath.Join(dir, "gen/listers/gone/v1/widget.go")
	if _, err := os.Stat(lister); err != nil {
		t.Fatalf("the first run wrote no lister: %v", err)
	}

	writeFile(t, filepath.Join(api, "types.go"), strings.NewReplacer("// +genclient\n", "", "// +genclient:method=ApplyScaled,verb=apply,subresource=scaled\n", "").Replace(types))
	if stderr := kubegen(); strings.Contains(stderr, "left in place") {
		t.Errorf("the dropped version's output was left in place:\n%s", stderr)
	}
	for _, gone := range []string{lister, filepath.Join(dir, "gen/clientset/versioned/typed/gone/v1/widget.go"),
		filepath.Join(dir, "gen/informers/externalversions/gone/v1/widget.go"), filepath.Join(dir, "gen/informers/externalversions/factory.go")} {
		if _, err := os.Stat(gone); err == nil {
			t.Errorf("%s remains", gone)
		}
	}
}
