package model

import "testing"

// A kind whose file would be a package file generated beside it (Doc:
// doc.go) gets its own file; others keep <name>.go.
func TestKindFileNameAvoidsPackageFiles(t *testing.T) {
	g := &Group{Name: "example.com", GoName: "Example", PackageName: "example"}
	v := &Version{Group: g, Name: "v1", GoName: "V1"}
	for name, want := range map[string]string{
		"Doc": "doc_kind.go", "Widget": "widget.go", "Example_client": "example_client_kind.go",
		"Generated_expansion": "generated_expansion_kind.go", "String": "string.go",
	} {
		k := &Kind{Version: v, Name: name}
		if got := k.FileName(); got != want {
			t.Errorf("%s: FileName() = %q, want %q", name, got, want)
		}
	}
}
