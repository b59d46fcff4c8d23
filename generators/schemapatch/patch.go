package schemapatch

import (
	"bytes"
	"encoding/json"
	"go/token"

	"go.yaml.in/yaml/v3"
	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"

	"github.com/kubegen/kubegen/generators/diag"
)

// patchSet writes the set's new schemas into each of its files: every
// version with a Go type gets its schema, every other version of the
// file loses its schema (as upstream wipes it), and the old top-level
// spec.validation goes.
func patchSet(s *crdSet, diags *diag.List) {
	for _, f := range s.files {
		patchFile(f, s.schemas, diags)
	}
}

func patchFile(f *crdFile, news schemas, diags *diag.List) {
	subject := "schemapatch: " + f.name
	deleteKey(f.doc, "spec", "validation")
	versions, rest := walk(f.doc, "spec", "versions")
	switch {
	case versions == nil:
		diags.Add(position(f.path, f.doc), subject, "the file is not a YAML mapping: write the CRD as one")
		return
	case len(rest) > 0:
		diags.Add(position(f.path, f.doc, "spec"), subject, "the CRD has no spec.versions: list its versions there (name, served, storage)")
		return
	case versions.Kind != yaml.SequenceNode:
		diags.Add(token.Position{Filename: f.path, Line: versions.Line}, subject, "spec.versions is not a list: write one item per version (- name: v1 ...)")
		return
	}
	for i, ver := range versions.Content {
		at := token.Position{Filename: f.path, Line: ver.Line}
		if ver.Kind != yaml.MappingNode {
			diags.Add(at, subject, "spec.versions[%d] is not a mapping: write name, served and storage under it", i)
			continue
		}
		name, rest := walk(ver, "name")
		if len(rest) > 0 || name.Kind != yaml.ScalarNode || name.ShortTag() != "!!str" {
			diags.Add(at, subject, "spec.versions[%d] has no name that is a string: write name: <version>", i)
			continue
		}
		if name.Value == "" {
			diags.Add(at, subject, "spec.versions[%d] has an empty name: write the version's name", i)
			continue
		}
		sc := news[name.Value]
		if sc == nil {
			deleteKey(ver, "schema")
			continue
		}
		node, err := schemaNode(sc)
		if err != nil {
			diags.Add(at, subject, "spec.versions[%d]: the schema cannot be written: %v", i, err)
			continue
		}
		setPath(ver, node, "schema", "openAPIV3Schema")
	}
}

// schemaNode is the schema as a YAML tree with upstream's key order (its
// JSON field order) and no styles, so the encoder picks each one.
func schemaNode(sc *apiextensionsv1.JSONSchemaProps) (*yaml.Node, error) {
	raw, err := json.Marshal(sc)
	if err != nil {
		return nil, err
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(raw, &doc); err != nil {
		return nil, err
	}
	n := doc.Content[0]
	clearStyle(n)
	return n, nil
}

func clearStyle(n *yaml.Node) {
	n.Style = 0
	for _, c := range n.Content {
		clearStyle(c)
	}
}

// walk follows path through mappings from n (a document's content when n
// is a document) as far as it exists: the last node found and the part of
// path not found. A nil node means something on the way is no mapping.
func walk(n *yaml.Node, path ...string) (*yaml.Node, []string) {
	if n.Kind == yaml.DocumentNode && len(n.Content) > 0 {
		n = n.Content[0]
	}
	for ; len(path) > 0; path = path[1:] {
		if n.Kind != yaml.MappingNode {
			return nil, path
		}
		next := valueOf(n, path[0])
		if next == nil {
			break
		}
		n = next
	}
	return n, path
}

// valueOf is the value of key in mapping m, nil when m lacks it.
func valueOf(m *yaml.Node, key string) *yaml.Node {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return m.Content[i+1]
		}
	}
	return nil
}

// setPath puts val at path below n, replacing what is there; missing keys
// are added at the end of their mapping, double-quoted as upstream adds
// them.
func setPath(n *yaml.Node, val *yaml.Node, path ...string) {
	at, rest := walk(n, path...)
	if at == nil {
		return
	}
	for _, key := range rest {
		k := &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Style: yaml.DoubleQuotedStyle, Value: key}
		next := &yaml.Node{Kind: yaml.MappingNode}
		at.Content = append(at.Content, k, next)
		at = next
	}
	*at = *val
}

// deleteKey removes the last key of path from its mapping, if there.
func deleteKey(n *yaml.Node, path ...string) {
	parent, rest := walk(n, path[:len(path)-1]...)
	if parent == nil || len(rest) > 0 || parent.Kind != yaml.MappingNode {
		return
	}
	key := path[len(path)-1]
	for i := 0; i+1 < len(parent.Content); i += 2 {
		if parent.Content[i].Value == key {
			parent.Content = append(parent.Content[:i], parent.Content[i+2:]...)
			return
		}
	}
}

// encode prints the file as upstream does: yaml.v3 with two-space indents,
// which also re-indents the lists of the parts it did not change.
func encode(f *crdFile) ([]byte, error) {
	var b bytes.Buffer
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(f.doc); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
