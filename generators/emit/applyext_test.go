package emit_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/emit"
)

// Without the fake clientset the typed client still gets its apply
// extension methods (upstream generates them from the same tags; before,
// ours dropped them).
func TestApplyExtensionWithoutFake(t *testing.T) {
	c := goldenCase{goldenRoots[1], "apply"}
	set, targets := buildSet(t, c)
	set.Opts.FakeClientset = false
	files, err := emit.Files(set, targets)
	if err != nil {
		t.Fatal(err)
	}
	var frob string
	for _, f := range files {
		if strings.Contains(filepath.ToSlash(f.Path), "/fake/") {
			t.Errorf("fake file %s emitted with --fake-clientset=false", f.Path)
		}
		if filepath.ToSlash(f.Path) == filepath.ToSlash(filepath.Join(c.wantDir(), "clientset/versioned/typed/apply/v1/frob.go")) {
			frob = string(f.Content)
		}
	}
	for _, want := range []string{
		"ApplyExtended(ctx context.Context, frob *applyapplyv1.FrobApplyConfiguration, opts metav1.ApplyOptions) (result *applyv1.Frob, err error)\n",
		"func (c *frobs) ApplyScale(ctx context.Context, frobName string, frob *applyapplyv1.FrobApplyConfiguration, opts metav1.ApplyOptions) (result *applyv1.Frob, err error) {",
	} {
		if !strings.Contains(frob, want) {
			t.Errorf("typed frob.go lacks %q:\n%s", want, frob)
		}
	}
}

// With --prefers-protobuf (kubegen has the flag too) the group client says
// so, the typed clients ask for protobuf, and the informers' list-watch
// checks the group client before using the JSON-only streaming decoder.
func TestPrefersProtobufEndToEnd(t *testing.T) {
	c := goldenCase{goldenRoots[0], "basic"}
	set, targets := buildSet(t, c)
	set.Opts.PrefersProtobuf = true
	files, err := emit.Files(set, targets)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]string{
		"clientset/versioned/typed/example/v1/example_client.go": {"func (c *ExampleV1Client) PrefersProtobuf() bool {\n\treturn true\n}"},
		"clientset/versioned/typed/example/v1/widget.go":         {"gentype.PrefersProtobuf[*examplev1.Widget]()"},
		"informers/externalversions/example/v1/widget.go":        {"!kgobjects.PrefersProtobuf(group)"},
	}
	for _, f := range files {
		rel, _ := filepath.Rel(c.wantDir(), f.Path)
		for _, w := range want[filepath.ToSlash(rel)] {
			if !strings.Contains(string(f.Content), w) {
				t.Errorf("%s lacks %q", rel, w)
			}
		}
		delete(want, filepath.ToSlash(rel))
	}
	for rel := range want {
		t.Errorf("%s not emitted", rel)
	}
}
