package schemapatch

import (
	"bytes"
	"fmt"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"
	kyaml "sigs.k8s.io/yaml"

	"github.com/kubegen/kubegen/generators/diag"
)

// crdAPIVersion is the one CRD apiVersion upstream patches; a CRD file of
// any other is an error there.
const crdAPIVersion = "apiextensions.k8s.io/v1"

// groupKind names a CRD by what it serves.
type groupKind struct{ group, kind string }

// crdSet is every file of the manifests directory that defines one CRD
// (upstream allows several, one per apiextensions version).
type crdSet struct {
	gk groupKind
	// versions are the names under spec.versions of all its files.
	versions map[string]bool
	// schemas are the new schemas, of the versions a Go type declares.
	schemas schemas
	files   []*crdFile
}

// crdFile is one CRD file as read: its YAML tree, edited in place so that
// comments and key order survive.
type crdFile struct {
	// name is the file's base name, which it is written back as.
	name, path string
	doc        *yaml.Node
}

// typeHead is what a file must say to be a CRD.
type typeHead struct {
	APIVersion string `json:"apiVersion"`
	Kind       string `json:"kind"`
}

// crdHead are the fields a CRD's set is keyed by. Both are read with
// sigs.k8s.io/yaml, as upstream reads them, and in two steps as upstream
// does: a CRD whose spec has the wrong types is skipped, but its
// apiVersion is still checked.
type crdHead struct {
	Spec struct {
		Group string `json:"group"`
		Names struct {
			Kind string `json:"kind"`
		} `json:"names"`
		Versions []struct {
			Name string `json:"name"`
		} `json:"versions"`
	} `json:"spec"`
}

// readManifests reads the CRD files (*.yaml, not below subdirectories) of
// dir, grouped by group and kind. A file that is no YAML or no CRD is
// skipped, as upstream skips it; a CRD of another apiVersion is an error.
func readManifests(dir string) (map[groupKind]*crdSet, diag.List, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, nil, fmt.Errorf("schemapatch:manifests=%s: %w: name the directory holding the CRD files to patch", dir, err)
	}
	var diags diag.List
	sets := map[groupKind]*crdSet{}
	for _, e := range entries {
		if e.IsDir() || filepath.Ext(e.Name()) != ".yaml" {
			continue
		}
		path := filepath.Join(dir, e.Name())
		raw, err := os.ReadFile(path)
		if err != nil {
			return nil, nil, err
		}
		var th typeHead
		if kyaml.Unmarshal(raw, &th) != nil || th.APIVersion == "" || th.Kind != "CustomResourceDefinition" {
			continue
		}
		doc := &yaml.Node{}
		yamlErr := yaml.Unmarshal(raw, doc)
		if th.APIVersion != crdAPIVersion {
			diags.Add(position(path, doc, "apiVersion"), "schemapatch", "apiVersion %q is not a CustomResourceDefinition version schemapatch can patch: write %s (convert the file, e.g. by regenerating it with the crd generator)", th.APIVersion, crdAPIVersion)
			continue
		}
		var head crdHead
		if err := kyaml.Unmarshal(raw, &head); err != nil {
			diags.Warn(position(path, doc), "schemapatch", "this CRD is left as it is (controller-gen skips it too): its spec cannot be read (%v); fix the field's type", err)
			continue
		}
		if yamlErr != nil {
			continue
		}
		if line := secondDocument(raw); line > 0 {
			diags.Warn(token.Position{Filename: path, Line: line}, "schemapatch", "only the file's first document is written back (controller-gen drops the others too): move this document into a file of its own")
		}
		gk := groupKind{head.Spec.Group, head.Spec.Names.Kind}
		s := sets[gk]
		if s == nil {
			s = &crdSet{gk: gk, versions: map[string]bool{}, schemas: schemas{}}
			sets[gk] = s
		}
		for _, v := range head.Spec.Versions {
			s.versions[v.Name] = true
		}
		s.files = append(s.files, &crdFile{name: e.Name(), path: path, doc: doc})
	}
	return sets, diags, nil
}

// secondDocument is the line of the file's second YAML document, 0 when
// it has none (or it cannot be read, which upstream never gets to).
func secondDocument(raw []byte) int {
	dec := yaml.NewDecoder(bytes.NewReader(raw))
	var first, second yaml.Node
	if dec.Decode(&first) != nil || dec.Decode(&second) != nil {
		return 0
	}
	return max(second.Line, 1)
}

// orderedFiles are the sets' files by name, the order they are printed in.
func orderedFiles(sets map[groupKind]*crdSet) []*crdFile {
	var out []*crdFile
	for _, s := range sets {
		out = append(out, s.files...)
	}
	slices.SortFunc(out, func(a, b *crdFile) int { return strings.Compare(a.name, b.name) })
	return out
}

// position is where the value at path is in the file (the file alone when
// it is not there).
func position(file string, doc *yaml.Node, path ...string) token.Position {
	n, rest := walk(doc, path...)
	if n == nil || len(rest) > 0 {
		return token.Position{Filename: file}
	}
	return token.Position{Filename: file, Line: n.Line}
}
