package markers

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"slices"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/tags"
)

// TestPackageTagsOf: where a tool reads package tags and how it reads
// their values are the registry's rules; the tags of another file's
// package comment are ignored by a doc.go-only tool and lost unless
// doc.go repeats them.
func TestPackageTagsOf(t *testing.T) {
	fset := token.NewFileSet()
	var files []*ast.File
	for _, f := range []struct{ name, src string }{
		{"doc.go", "// +k8s:defaulter-gen = TypeMeta\n// +k8s:conversion-gen=example.com/internal\npackage v1\n"},
		{"groupversion_info.go", "// +k8s:conversion-gen=example.com/internal\n// +k8s:defaulter-gen-input=example.com/types\n// +kubebuilder:object:generate=true\npackage v1\n\n// +k8s:defaulter-gen=ObjectMeta\nvar x int\n"},
	} {
		file, err := parser.ParseFile(fset, f.name, f.src, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, file)
	}
	p := &load.Package{PkgPath: "example.com/v1", Fset: fset, Files: files}
	c := NewCollector(nil)
	show := func(ts []Tag) string {
		var out []string
		for _, tg := range ts {
			out = append(out, fmt.Sprintf("%s=%q@%s:%d", tg.Name, tg.Value, tg.Pos.Filename, tg.Pos.Line))
		}
		return strings.Join(out, " ")
	}

	upstream := c.PackageTagsOf(p, tags.ToolDefaulterGen, false)
	if got, want := show(upstream.Read.Named(tags.DefaulterGen)), `k8s:defaulter-gen="TypeMeta"@doc.go:1`; got != want {
		t.Errorf("defaulter-gen, doc.go only:\n got %s\nwant %s", got, want)
	}
	if got, want := show(upstream.Lost(tags.ConversionGen, tags.DefaulterGenInput)), `k8s:defaulter-gen-input="example.com/types"@groupversion_info.go:2`; got != want {
		t.Errorf("lost outside doc.go:\n got %s\nwant %s", got, want)
	}
	kubegen := c.PackageTagsOf(p, tags.ToolDefaulterGen, true)
	if got, want := kubegen.Read.Values(tags.DefaulterGenInput), []string{"example.com/types"}; !slices.Equal(got, want) {
		t.Errorf("kubegen reads every package comment: got %q, want %q", got, want)
	}
	if len(kubegen.Ignored.List) != 0 || len(kubegen.Lost(tags.DefaulterGenInput)) != 0 {
		t.Errorf("kubegen ignores nothing: %s", show(kubegen.Ignored.List))
	}
	// deepcopy reads every package comment in every command.
	dc := c.PackageTagsOf(p, tags.ToolDeepcopyGen, false)
	if got := dc.Read.Values(tags.KubebuilderObjectGenerate); !slices.Equal(got, []string{"true"}) {
		t.Errorf("deepcopy, kubebuilder's marker in groupversion_info.go: got %q", got)
	}
	// openapi-gen reads values as written: the spaced name is another tag.
	if got := c.PackageTagsOf(p, tags.ToolOpenAPIGen, true).Read.Values(tags.DefaulterGen); got != nil {
		t.Errorf("exact rule read %q", got)
	}
}
