package generators_test

import (
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// An input version whose only +genclient line is on no type (kept so that
// kube_codegen.sh's grep selects it beside a version with kinds) is
// accepted with one warning, as upstream accepts it: client-gen writes an
// empty typed group client (RESTClient only) that the clientset and its
// fake include; lister-gen, informer-gen and applyconfiguration-gen write
// nothing for it. The tree builds.
func TestVersionWithoutKinds(t *testing.T) {
	base, err := filepath.Abs("testdata/empty-version/apis")
	if err != nil {
		t.Fatal(err)
	}
	// Below this package's testdata, so that the module builds the tree.
	out, err := os.MkdirTemp("testdata", "tmp-empty-version-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(out) })
	pkg := path.Join("github.com/kubegen/kubegen/generators", filepath.ToSlash(out))
	inputs := []string{"./testdata/empty-version/apis/shop/v1", "./testdata/empty-version/apis/shop/v2"}
	steps := []struct {
		tool string
		args []string
	}{
		{"applyconfiguration-gen", append([]string{"--output-dir", filepath.Join(out, "applyconfiguration"), "--output-pkg", pkg + "/applyconfiguration"}, inputs...)},
		{"client-gen", []string{"--output-dir", filepath.Join(out, "clientset"), "--output-pkg", pkg + "/clientset", "--clientset-name", "versioned",
			"--apply-configuration-package", pkg + "/applyconfiguration", "--input-base", base, "--input", "shop/v1", "--input", "shop/v2"}},
		{"lister-gen", append([]string{"--output-dir", filepath.Join(out, "listers"), "--output-pkg", pkg + "/listers"}, inputs...)},
		{"informer-gen", append([]string{"--output-dir", filepath.Join(out, "informers"), "--output-pkg", pkg + "/informers",
			"--versioned-clientset-package", pkg + "/clientset/versioned", "--listers-package", pkg + "/listers"}, inputs...)},
	}
	const warning = "v2/doc.go:4: warning: github.com/kubegen/kubegen/generators/testdata/empty-version/apis/shop/v2: no type in this input package has +genclient"
	for _, s := range steps {
		code, _, stderr := run(t, s.tool, append([]string{"--go-header-file", header}, s.args...)...)
		if code != 0 {
			t.Fatalf("%s: exit %d, want 0 as upstream's:\n%s", s.tool, code, stderr)
		}
		if want := s.tool == "client-gen"; strings.Contains(stderr, warning) != want {
			t.Errorf("%s: warning printed %v, want %v:\n%s", s.tool, !want, want, stderr)
		}
	}
	var v2 []string
	for name := range tree(t, out) {
		if strings.Contains(name, "/v2/") || strings.HasSuffix(name, "/v2") {
			v2 = append(v2, name)
		}
	}
	slices.Sort(v2)
	want := []string{
		"clientset/versioned/typed/shop/v2/doc.go",
		"clientset/versioned/typed/shop/v2/fake/doc.go",
		"clientset/versioned/typed/shop/v2/fake/fake_shop_client.go",
		"clientset/versioned/typed/shop/v2/generated_expansion.go",
		"clientset/versioned/typed/shop/v2/shop_client.go",
	}
	if !slices.Equal(v2, want) {
		t.Errorf("files for v2: %v, want upstream's %v", v2, want)
	}
	files := tree(t, out)
	for file, decl := range map[string]string{
		"clientset/versioned/clientset.go":                 "ShopV2() shopv2.ShopV2Interface",
		"clientset/versioned/fake/clientset_generated.go":  "func (c *Clientset) ShopV2() shopv2.ShopV2Interface",
		"clientset/versioned/typed/shop/v2/shop_client.go": "type ShopV2Interface interface {\n\tRESTClient() rest.Interface\n}",
	} {
		if !strings.Contains(files[file], decl) {
			t.Errorf("%s lacks %q:\n%s", file, decl, files[file])
		}
	}
	if testing.Short() {
		return
	}
	if b, err := exec.Command("go", "build", "./"+filepath.ToSlash(out)+"/...").CombinedOutput(); err != nil {
		t.Errorf("go build: %v\n%s", err, b)
	}
}
