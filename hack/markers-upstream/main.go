//go:build ignore

// Command markers-upstream writes the goldens of generators/markers with
// controller-tools' own marker package: how each marker of a corpus parses,
// and which markers its collector gives each node of a package. It is run
// by hack/markers-goldens.sh in a module of its own that requires
// sigs.k8s.io/controller-tools; kubegen's module does not depend on it.
//
// Usage: markers-upstream <corpus.txt> <collect dir> <parse.json> <collect.txt>
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/packages"
	"sigs.k8s.io/controller-tools/pkg/loader"
	"sigs.k8s.io/controller-tools/pkg/markers"
)

// The definitions' output types are in types.go, which
// hack/markers-goldens.sh copies from generators/markers'
// upstreamtypes_test.go; the names are testRegistry's.

func registry() *markers.Registry {
	r := &markers.Registry{}
	def := func(name string, t markers.TargetType, out any) {
		if err := r.Define(name, t, out); err != nil {
			panic(err)
		}
	}
	both := func(name string, out any) {
		def(name, markers.DescribesType, out)
		def(name, markers.DescribesField, out)
	}
	def("kubebuilder:printcolumn", markers.DescribesType, printColumn{})
	def("kubebuilder:rbac", markers.DescribesPackage, rbacRule{})
	both("kubebuilder:validation:XValidation", xValidation{})
	both("kubebuilder:validation:Minimum", minimum(0))
	both("kubebuilder:validation:Enum", enum(nil))
	def("kubebuilder:subresource:status", markers.DescribesType, statusSubresource{})
	def("kubebuilder:object:root", markers.DescribesType, false)
	def("kubebuilder:skip", markers.DescribesPackage, struct{}{})
	def("groupName", markers.DescribesPackage, "")
	def("crd", markers.DescribesPackage, crdOptions{})
	def("paths", markers.DescribesPackage, []string(nil))
	def("output:crd:artifacts", markers.DescribesPackage, outputArtifacts{})
	def("object", markers.DescribesPackage, objectOptions{})
	def("rbac", markers.DescribesPackage, rbacOptions{})
	def("test:both", markers.DescribesPackage, "")
	def("test:both", markers.DescribesType, "")
	def("test:int", markers.DescribesField, 0)
	def("test:float", markers.DescribesField, 0.0)
	def("test:bool", markers.DescribesField, false)
	def("test:string", markers.DescribesField, "")
	def("test:strings", markers.DescribesField, []string(nil))
	def("test:ints", markers.DescribesField, []int(nil))
	def("test:nested", markers.DescribesField, [][]string(nil))
	def("test:map", markers.DescribesField, map[string]any(nil))
	def("test:mapstr", markers.DescribesField, map[string]string(nil))
	def("test:raw", markers.DescribesField, markers.RawArguments(nil))
	def("test:struct", markers.DescribesField, testStruct{})
	d, err := markers.MakeAnyTypeDefinition("kubebuilder:default", markers.DescribesField, defaultValue{})
	if err != nil {
		panic(err)
	}
	if err := r.Register(d); err != nil {
		panic(err)
	}
	return r
}

// result is one corpus line's outcome: the value as JSON, or that it failed.
type result struct {
	Target string          `json:"target"`
	Text   string          `json:"text"`
	Name   string          `json:"name,omitempty"`
	Value  json.RawMessage `json:"value,omitempty"`
	Error  bool            `json:"error,omitempty"`
}

var targets = map[string]markers.TargetType{"package": markers.DescribesPackage, "type": markers.DescribesType, "field": markers.DescribesField}

func main() {
	if len(os.Args) != 5 {
		fmt.Fprintln(os.Stderr, "usage: markers-upstream <corpus.txt> <collect dir> <parse.json> <collect.txt>")
		os.Exit(2)
	}
	if err := run(os.Args[1], os.Args[2], os.Args[3], os.Args[4]); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func run(corpus, dir, parseOut, collectOut string) error {
	reg := registry()
	lines, err := os.ReadFile(corpus)
	if err != nil {
		return err
	}
	var results []result
	for _, line := range strings.Split(string(lines), "\n") {
		target, text, ok := strings.Cut(line, "\t")
		if !ok || strings.HasPrefix(line, "#") {
			continue
		}
		r := result{Target: target, Text: text}
		def := reg.Lookup(lookupText(text), targets[target])
		if def == nil {
			r.Error = true
			results = append(results, r)
			continue
		}
		r.Name = def.Name
		v, err := parse(def, lookupText(text))
		if err != nil {
			r.Error = true
		} else if r.Value, err = json.Marshal(v); err != nil {
			return err
		}
		results = append(results, r)
	}
	out, err := json.MarshalIndent(results, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(parseOut, append(out, '\n'), 0o644); err != nil {
		return err
	}
	return collect(reg, dir, collectOut)
}

// lookupText gives a command-line argument (no '+') the '+' that
// controller-tools' marker functions cut off.
func lookupText(text string) string {
	if strings.HasPrefix(text, "+") {
		return text
	}
	return "+" + text
}

// parse is Definition.Parse, recovering from a panic (which counts as an
// error: kubegen must not accept what upstream cannot parse).
func parse(def *markers.Definition, text string) (v any, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v", p)
		}
	}()
	return def.Parse(text)
}

// collect writes, for the package in dir, one line per node and marker
// name: the node (package, type T, or field at its line), the name and
// the values as JSON.
func collect(reg *markers.Registry, dir, outPath string) error {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return err
	}
	fset := token.NewFileSet()
	pkgs, err := loader.LoadRootsWithConfig(&packages.Config{Fset: fset}, abs)
	if err != nil {
		return err
	}
	if len(pkgs) != 1 {
		return fmt.Errorf("%d packages in %s", len(pkgs), dir)
	}
	pkg := pkgs[0]
	col := &markers.Collector{Registry: reg}
	byNode, err := col.MarkersInPackage(pkg)
	if err != nil {
		return err
	}
	var out []string
	add := func(node string, vals markers.MarkerValues) error {
		for name, vs := range vals {
			b, err := json.Marshal(vs)
			if err != nil {
				return err
			}
			out = append(out, fmt.Sprintf("%s %s %s", node, name, b))
		}
		return nil
	}
	pkgVals, err := markers.PackageMarkers(col, pkg)
	if err != nil {
		return err
	}
	if err := add("package", pkgVals); err != nil {
		return err
	}
	for node, vals := range byNode {
		var desc string
		switch n := node.(type) {
		case *ast.File:
			continue
		case *ast.TypeSpec:
			desc = "type " + n.Name.Name
		case *ast.Field:
			p := fset.Position(n.Pos())
			desc = fmt.Sprintf("field %s:%d", filepath.Base(p.Filename), p.Line)
		default:
			return fmt.Errorf("markers on a %T", node)
		}
		if err := add(desc, vals); err != nil {
			return err
		}
	}
	slices.Sort(out)
	f, err := os.Create(outPath)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	fmt.Fprintln(w, "# Written by hack/markers-goldens.sh with controller-tools v0.23.0's collector; do not edit.")
	for _, l := range out {
		fmt.Fprintln(w, l)
	}
	if err := w.Flush(); err != nil {
		return err
	}
	return f.Close()
}
