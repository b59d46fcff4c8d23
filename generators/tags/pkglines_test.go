package tags

import (
	"go/ast"
	"go/parser"
	"go/token"
	"testing"
)

// PackageLines reads all of doc.go and other files' package comments
// only; IgnoredTags leaves out a tag doc.go repeats (k8s.io/api's
// autoscaling/v2 has +k8s:openapi-gen=true in types.go and doc.go).
func TestPackageLines(t *testing.T) {
	fset := token.NewFileSet()
	var files []*ast.File
	for _, src := range []struct{ name, text string }{
		{"doc.go", "// +k8s:openapi-gen=true\npackage v1\n\n// +k8s:defaulter-gen=TypeMeta\n"},
		{"types.go", "/* license */\n\n// +k8s:openapi-gen=true\n// +k8s:conversion-gen=example.com/internal\npackage v1\n\n// +groupName=not.read\nvar X int\n"},
	} {
		f, err := parser.ParseFile(fset, src.name, src.text, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	lines := PackageLines(fset, files)
	var got []string
	for _, l := range lines {
		got = append(got, l.Pos.String()+" "+l.Text)
	}
	want := []string{"doc.go:1:1 +k8s:openapi-gen=true", "doc.go:4:1 +k8s:defaulter-gen=TypeMeta",
		"types.go:1:1 license", "types.go:3:1 +k8s:openapi-gen=true", "types.go:4:1 +k8s:conversion-gen=example.com/internal"}
	if len(got) != len(want) {
		t.Fatalf("PackageLines = %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("line %d = %q, want %q", i, got[i], want[i])
		}
	}

	read, ignored := ReadPackageLines(lines, false)
	if len(read) != 2 || len(ignored) != 3 {
		t.Errorf("doc.go only: read %d, ignored %d, want 2 and 3", len(read), len(ignored))
	}
	lost := IgnoredTags(read, ignored, OpenAPIGen, ConversionGen)
	if len(lost) != 1 || lost[0].Text != "+k8s:conversion-gen=example.com/internal" {
		t.Errorf("IgnoredTags = %v, want the conversion tag alone", lost)
	}
	if read, ignored := ReadPackageLines(lines, true); len(read) != 5 || ignored != nil {
		t.Errorf("everywhere: read %d, ignored %d, want all read", len(read), len(ignored))
	}
}
