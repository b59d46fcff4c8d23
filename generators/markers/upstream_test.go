package markers

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The goldens compared here are controller-tools v0.23.0's own results,
// written by hack/markers-goldens.sh (run it after changing corpus.txt or
// testdata/collect).

var testTargets = map[string]Target{"package": OnPackage, "type": OnType, "field": OnField}

// TestUpstreamParse parses every marker of testdata/corpus.txt and
// compares with what controller-tools made of it: the same definition,
// the same value (as JSON), or an error where it has one.
func TestUpstreamParse(t *testing.T) {
	var golden []struct {
		Target string          `json:"target"`
		Text   string          `json:"text"`
		Name   string          `json:"name"`
		Value  json.RawMessage `json:"value"`
		Error  bool            `json:"error"`
	}
	data, err := os.ReadFile(filepath.Join("testdata", "upstream-parse.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &golden); err != nil {
		t.Fatal(err)
	}
	if len(golden) < 100 {
		t.Fatalf("%d golden markers; the corpus has more", len(golden))
	}
	r := testRegistry(t)
	for _, g := range golden {
		d, v, err := r.Parse(g.Text, testTargets[g.Target])
		switch {
		case g.Error && err == nil:
			t.Errorf("%s %q: controller-tools fails, we give %#v", g.Target, g.Text, v)
		case !g.Error && err != nil:
			t.Errorf("%s %q: controller-tools gives %s, we fail: %v", g.Target, g.Text, g.Value, err)
		case err == nil:
			got, jerr := json.Marshal(v)
			if jerr != nil {
				t.Fatal(jerr)
			}
			var want bytes.Buffer
			if err := json.Compact(&want, g.Value); err != nil {
				t.Fatal(err)
			}
			if d.Name != g.Name || !bytes.Equal(got, want.Bytes()) {
				t.Errorf("%s %q: got %s %s, controller-tools %s %s", g.Target, g.Text, d.Name, got, g.Name, g.Value)
			}
		}
	}
}

// TestUpstreamCollect collects testdata/collect and compares, node by
// node and name by name, with controller-tools' collector.
func TestUpstreamCollect(t *testing.T) {
	dir := filepath.Join("testdata", "collect")
	names, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, n := range names {
		f, err := parser.ParseFile(fset, n, nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	p, err := NewCollector(testRegistry(t)).Package(fset, files)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	add := func(node string, vs Values) {
		var order []string
		for _, v := range vs {
			if !slices.Contains(order, v.Name) {
				order = append(order, v.Name)
			}
		}
		for _, name := range order {
			var vals []any
			for _, v := range vs.All(name) {
				vals = append(vals, v.Value)
			}
			b, err := json.Marshal(vals)
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, fmt.Sprintf("%s %s %s", node, name, b))
		}
	}
	add("package", p.Markers)
	for ts, vs := range p.Types {
		add("type "+ts.Name.Name, vs)
	}
	for f, vs := range p.Fields {
		pos := fset.Position(f.Pos())
		add(fmt.Sprintf("field %s:%d", filepath.Base(pos.Filename), pos.Line), vs)
	}
	slices.Sort(got)
	data, err := os.ReadFile(filepath.Join("testdata", "upstream-collect.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if !strings.HasPrefix(l, "#") {
			want = append(want, l)
		}
	}
	if len(want) < 10 {
		t.Fatalf("%d golden lines", len(want))
	}
	if !slices.Equal(got, want) {
		t.Errorf("collected:\n%s\ncontroller-tools:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
