package emit

import (
	"reflect"
	"strings"
	"testing"
	"text/template"
	"text/template/parse"

	"github.com/kubegen/kubegen/generators/model"
)

// TestRenderNamesTemplateAndFile: a template that yields invalid Go or
// fails to execute is reported with its name and the file it was for.
func TestRenderNamesTemplateAndFile(t *testing.T) {
	tmpl := template.Must(template.New("").Option("missingkey=error").Parse(
		`{{define "broken.go.tmpl"}}package x
func {{end}}{{define "failing.go.tmpl"}}package x
{{.Kind.NoSuchMethod}}{{end}}`))
	for _, name := range []string{"broken.go.tmpl", "failing.go.tmpl"} {
		j := job{kind: &fileKind{template: name, generator: model.GenClient}, path: "out/x.go", data: &fileData{}}
		_, err := renderBody(tmpl, model.Options{}, j)
		if err == nil || !strings.Contains(err.Error(), name) || !strings.Contains(err.Error(), "out/x.go") {
			t.Errorf("render with %s: error %v, want one naming the template and out/x.go", name, err)
		}
	}
}

// TestTemplatesAllUsed: every template file is rendered by some file kind
// (or defines shared templates only), so none goes stale unnoticed.
func TestTemplatesAllUsed(t *testing.T) {
	tmpl, err := parsed()
	if err != nil {
		t.Fatal(err)
	}
	used := map[string]bool{}
	for _, fk := range fileKinds {
		if tmpl.Lookup(fk.template) == nil {
			t.Errorf("file kind uses template %s, which does not exist", fk.template)
		}
		used[fk.template] = true
	}
	// register-gen's template and applyconfiguration-gen's (applyconfig_*)
	// live beside ours but are rendered by generators/register and
	// generators/applyconfig, whose golden tests render each of them.
	used["register.go.tmpl"] = true
	// The decoder generator (package decoder) renders decoder.go.tmpl with
	// RenderVersionFiles; kubegen's golden tree (basic-decoders) holds it.
	used["decoder.go.tmpl"] = true
	for _, tt := range tmpl.Templates() {
		if strings.HasPrefix(tt.Name(), "applyconfig_") {
			continue
		}
		if strings.HasSuffix(tt.Name(), ".go.tmpl") && !used[tt.Name()] {
			t.Errorf("template %s is rendered by no file kind", tt.Name())
		}
	}
}

// TestImportsFromUses: the import block holds exactly the packages the
// code names through the file's qualifier and uses (not those named only
// in comments or strings), with the names the qualifier gave (a clash
// numbered); names a sibling file declares are not imported; a package
// name the qualifier did not give is an internal error naming the
// template, the file and the name.
func TestImportsFromUses(t *testing.T) {
	tmpl := template.Must(template.New("").Parse(`{{define "x.go.tmpl"}}package x

import (
)

// {{$.Q "k8s.io/apimachinery/pkg/apis/meta/v1"}}.Time is only in a comment.
var s = "{{$.Q "fmt"}}.Sprint"

func f(ctx {{$.Q "context"}}.Context, w {{$.Q "k8s.io/apimachinery/pkg/watch"}}.Interface, o {{$.Q "example.com/other/watch"}}.Interface) {
	rest := struct{ Interface int }{}
	_ = rest.Interface
	_ = scheme.ObjectKinds
	_ = {{$.Q "time"}}.Second
}
{{end}}{{define "y.go.tmpl"}}package x

import ()

var _ = nosuchalias.Thing
{{end}}{{define "z.go.tmpl"}}package x

import ()

var _ = {{$.Q "example.com/sibling"}}.Thing
{{end}}`))
	set := &model.Set{}
	x := job{kind: &fileKind{template: "x.go.tmpl", generator: model.GenClient}, path: "out/x.go", data: &fileData{Set: set}}
	pf, err := renderBody(tmpl, model.Options{}, x)
	if err != nil {
		t.Fatal(err)
	}
	f, err := finish(x, pf, map[string]bool{"scheme": true})
	if err != nil {
		t.Fatal(err)
	}
	want := "import (\n\tcontext \"context\"\n\ttime \"time\"\n\n\twatch2 \"example.com/other/watch\"\n\twatch \"k8s.io/apimachinery/pkg/watch\"\n)\n"
	if !strings.Contains(string(f.Content), want) {
		t.Errorf("import block of\n%s\nwant\n%s", f.Content, want)
	}
	if !strings.Contains(string(f.Content), "// metav1.Time is only in a comment.") {
		t.Errorf("the comment lost its package name:\n%s", f.Content)
	}

	y := job{kind: &fileKind{template: "y.go.tmpl", generator: model.GenClient}, path: "out/y.go", data: &fileData{Set: set}}
	if pf, err = renderBody(tmpl, model.Options{}, y); err != nil {
		t.Fatal(err)
	}
	_, err = finish(y, pf, nil)
	if err == nil || !strings.Contains(err.Error(), "y.go.tmpl") || !strings.Contains(err.Error(), "out/y.go") || !strings.Contains(err.Error(), "nosuchalias") {
		t.Errorf("unknown alias: error %v, want one naming y.go.tmpl, out/y.go and nosuchalias", err)
	}

	// A package imported under a name the package declares would not build.
	z := job{kind: &fileKind{template: "z.go.tmpl", generator: model.GenClient}, path: "out/z.go", data: &fileData{Set: set}}
	if pf, err = renderBody(tmpl, model.Options{}, z); err != nil {
		t.Fatal(err)
	}
	if _, err = finish(z, pf, map[string]bool{"sibling": true}); err == nil || !strings.Contains(err.Error(), "example.com/sibling") {
		t.Errorf("import under a declared name: error %v, want one naming example.com/sibling", err)
	}
}

// TestFormattedHeaderQuotingImports: a header that quotes an empty import
// block does not get the imports; the file's own block does.
func TestFormattedHeaderQuotingImports(t *testing.T) {
	src := "/*\nimport ()\n*/\n\npackage x\n\nimport (\n\n)\n\nvar _ = time.Second\n"
	pf, err := parseRendered([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	got, err := formatted(pf, "import (\n\ttime \"time\"\n)\n")
	if err != nil {
		t.Fatal(err)
	}
	want := "/*\nimport ()\n*/\n\npackage x\n\nimport (\n\ttime \"time\"\n)\n\nvar _ = time.Second\n"
	if string(got) != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestTemplatesHaveNoLogic enforces that templates only print the model:
// no template functions (and, eq, printf, call, ...), only field and method
// access, variables, range, if/else, with and template calls.
func TestTemplatesHaveNoLogic(t *testing.T) {
	tmpl, err := parsed()
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range tmpl.Templates() {
		if tt.Tree == nil {
			continue
		}
		walkNodes(tt.Tree.Root, func(n parse.Node) {
			if id, ok := n.(*parse.IdentifierNode); ok {
				loc, _ := tt.Tree.ErrorContext(n)
				t.Errorf("template %s calls the function %q at %s; compute it in the model or in data.go", tt.Name(), id.Ident, loc)
			}
		})
	}
}

// walkNodes calls f on n and every node below it.
func walkNodes(n parse.Node, f func(parse.Node)) {
	if n == nil || reflect.ValueOf(n).IsNil() {
		return
	}
	f(n)
	switch n := n.(type) {
	case *parse.ListNode:
		for _, c := range n.Nodes {
			walkNodes(c, f)
		}
	case *parse.ActionNode:
		walkNodes(n.Pipe, f)
	case *parse.PipeNode:
		for _, c := range n.Cmds {
			walkNodes(c, f)
		}
	case *parse.CommandNode:
		for _, a := range n.Args {
			walkNodes(a, f)
		}
	case *parse.IfNode:
		walkNodes(n.Pipe, f)
		walkNodes(n.List, f)
		walkNodes(n.ElseList, f)
	case *parse.RangeNode:
		walkNodes(n.Pipe, f)
		walkNodes(n.List, f)
		walkNodes(n.ElseList, f)
	case *parse.WithNode:
		walkNodes(n.Pipe, f)
		walkNodes(n.List, f)
		walkNodes(n.ElseList, f)
	case *parse.TemplateNode:
		walkNodes(n.Pipe, f)
	}
}
