package generators_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// pointerMetaTypes is a kind embedding *metav1.ObjectMeta, with an apply
// extension that takes the kind: upstream accepts it with a warning-free
// exit 0, its applyconfiguration-gen writes no configuration for the kind,
// and its client's Apply refers to that configuration anyway.
const pointerMetaTypes = `package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Widget embeds its metadata by pointer.
//
// +genclient
// +genclient:method=ApplyScaled,verb=apply,subresource=scaled
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type Widget struct {
	metav1.TypeMeta    ` + "`json:\",inline\"`" + `
	*metav1.ObjectMeta ` + "`json:\"metadata,omitempty\"`" + `

	Spec   WidgetSpec ` + "`json:\"spec\"`" + `
	Status WidgetSpec ` + "`json:\"status\"`" + `
}

// WidgetSpec is the wanted size.
type WidgetSpec struct {
	Size int32 ` + "`json:\"size\"`" + `
}

// WidgetList is a list of Widgets.
//
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type WidgetList struct {
	metav1.TypeMeta ` + "`json:\",inline\"`" + `
	metav1.ListMeta ` + "`json:\"metadata,omitempty\"`" + `

	Items []Widget ` + "`json:\"items\"`" + `
}
`

// TestPointerObjectMetaBuilds: kubegen's default run (apply configurations
// on) over a kind embedding *metav1.ObjectMeta warns, gives the kind no
// apply configuration and its client no Apply methods (nor the apply
// extension that takes the kind), and the whole tree builds and vets.
func TestPointerObjectMetaBuilds(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a generated tree")
	}
	// Inside the module, so the generated packages build with its go.mod.
	dir, err := os.MkdirTemp("testdata", "tmp-ptrmeta-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	writeFile(t, filepath.Join(dir, "apis/ptr/v1/doc.go"), "// +k8s:deepcopy-gen=package\n// +groupName=ptr.example.com\npackage v1\n")
	writeFile(t, filepath.Join(dir, "apis/ptr/v1/types.go"), pointerMetaTypes)
	pkg := "github.com/kubegen/kubegen/generators/" + filepath.ToSlash(dir)
	code, _, stderr := run(t, "kubegen", "--output-dir", filepath.Join(dir, "gen"), "--output-pkg", pkg+"/gen",
		"--go-header-file", header, "./"+filepath.Join(dir, "apis/ptr/v1"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{
		"types.go:10: warning: v1.Widget: +genclient: the type embeds *metav1.ObjectMeta, a pointer: a nil one makes clients, listers and informers panic; it also gets no apply configuration, so its client has no Apply methods",
		"types.go:8: warning: v1.Widget: +genclient:method=ApplyScaled: ignored, it takes the kind's apply configuration, which is not generated",
	} {
		if !strings.Contains(stderr, want) {
			t.Errorf("no warning %q in:\n%s", want, stderr)
		}
	}
	client, err := os.ReadFile(filepath.Join(dir, "gen/clientset/versioned/typed/ptr/v1/widget.go"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(client), "ApplyConfiguration") {
		t.Errorf("the typed client refers to an apply configuration:\n%s", client)
	}
	for _, tool := range []string{"build", "vet"} {
		if out, err := exec.Command("go", tool, "./"+filepath.ToSlash(dir)+"/...").CombinedOutput(); err != nil {
			t.Errorf("go %s: %v\n%s", tool, err, out)
		}
	}
}
