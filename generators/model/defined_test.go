package model_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/model"
)

// depWorkspaceFiles are a user's module and a dependency module (through a
// replace, as the module cache would hold it) whose API version v1beta1
// defines its kind from v1's struct, as sigs.k8s.io/gateway-api does. The
// dependency ships a go.work naming a directory its module does not hold
// (gateway-api's names ./conformance, which is a module of its own and so
// not in the module zip).
var depWorkspaceFiles = map[string]string{
	"user/go.mod":               "module example.com/user\n\ngo 1.26.0\n\nrequire (\n\texample.com/dep v0.0.0\n\tk8s.io/apimachinery v0.37.2\n)\n\nreplace example.com/dep => ../dep\n",
	"user/apis/thing/v1/doc.go": "// +groupName=thing.example.com\npackage v1\n",
	"user/apis/thing/v1/types.go": `package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	depv1 "example.com/dep/apis/v1"
)

// +genclient

// Thing is served from the dependency's struct.
type Thing depv1.Thing

// ThingList lists things.
type ThingList struct {
	metav1.TypeMeta ` + "`json:\",inline\"`" + `
	metav1.ListMeta ` + "`json:\"metadata,omitempty\"`" + `
	Items []Thing ` + "`json:\"items\"`" + `
}
`,
	"dep/go.mod":  "module example.com/dep\n\ngo 1.26.0\n\nrequire k8s.io/apimachinery v0.37.2\n",
	"dep/go.work": "go 1.26.0\n\nuse (\n\t.\n\t./conformance\n)\n",
	"dep/apis/v1/types.go": `// +groupName=thing.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +genclient

// Thing is a kind.
type Thing struct {
	metav1.TypeMeta   ` + "`json:\",inline\"`" + `
	metav1.ObjectMeta ` + "`json:\"metadata,omitempty\"`" + `
	Spec   string ` + "`json:\"spec\"`" + `
	Status string ` + "`json:\"status\"`" + `
}

// ThingList lists things.
type ThingList struct {
	metav1.TypeMeta ` + "`json:\",inline\"`" + `
	metav1.ListMeta ` + "`json:\"metadata,omitempty\"`" + `
	Items []Thing ` + "`json:\"items\"`" + `
}
`,
	"dep/apis/v1beta1/types.go": `// +groupName=thing.example.com
package v1beta1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	v1 "example.com/dep/apis/v1"
)

// +genclient

// Thing is v1's struct.
type Thing v1.Thing

// ThingList lists things.
type ThingList struct {
	metav1.TypeMeta ` + "`json:\",inline\"`" + `
	metav1.ListMeta ` + "`json:\"metadata,omitempty\"`" + `
	Items []Thing ` + "`json:\"items\"`" + `
}
`,
}

// A dependency's API package given as an input (or a kind defined from
// one) is read in the user's module: the go command never runs in the
// dependency's directory, where the dependency's go.work would apply and
// fail ("cannot load module ./conformance listed in go.work file").
func TestDefinedTypeOfDependencyWithWorkspace(t *testing.T) {
	root := t.TempDir()
	for name, src := range depWorkspaceFiles {
		p := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// apimachinery's sums from this repository's go.sum; no network.
	sum, err := os.ReadFile("../../go.sum")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "user/go.sum"), sum, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("GOWORK", "") // the default: a go.work is looked for, as users run
	t.Setenv("GOPROXY", "off")
	user := filepath.Join(root, "user")
	// Complete go.mod first, then load with the default -mod=readonly: in
	// workspace mode -mod=mod is refused, which would hide what is tested.
	tidy := exec.Command("go", "list", "-mod=mod", "-deps", "./...", "example.com/dep/...")
	tidy.Dir = user
	if out, err := tidy.CombinedOutput(); err != nil {
		t.Fatalf("completing go.mod: %v\n%s", err, out)
	}
	t.Setenv("GOFLAGS", "")

	for _, input := range []string{"example.com/dep/apis/v1beta1", "./apis/thing/v1"} {
		t.Run(input, func(t *testing.T) {
			pkgs, err := load.Packages(load.Config{Dir: user}, []string{input})
			if err != nil {
				t.Fatal(err)
			}
			s, err := model.Build(pkgs, model.Options{}, load.NewSession(load.Config{Dir: user}))
			if err != nil {
				t.Fatal(err)
			}
			if got := describe(s); !strings.Contains(got, "Thing/Things things things ns=true client=true lister=true informer=true status=true") {
				t.Errorf("the kind defined from v1.Thing is not there, with its status:\n%s", got)
			}
		})
	}
}
