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
		_, err := render(tmpl, model.Options{}, j)
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
	// register-gen's template lives beside ours but is rendered by
	// generators/register, which has its own test.
	used["register.go.tmpl"] = true
	for _, tt := range tmpl.Templates() {
		if strings.HasSuffix(tt.Name(), ".go.tmpl") && !used[tt.Name()] {
			t.Errorf("template %s is rendered by no file kind", tt.Name())
		}
	}
}

// TestSplitImports groups standard library imports first, each group sorted.
func TestSplitImports(t *testing.T) {
	std, other := splitImports([]model.Import{impRest, impTime, impMetav1, impContext, {Alias: "x", Path: "example.com/x"}})
	if len(std) != 2 || std[0].Path != "context" || std[1].Path != "time" {
		t.Errorf("std = %v", std)
	}
	if len(other) != 3 || other[0].Path != "example.com/x" || other[2].Path != "k8s.io/client-go/rest" {
		t.Errorf("other = %v", other)
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
