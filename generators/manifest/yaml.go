// Package manifest prints Kubernetes objects as YAML manifests with the exact
// bytes controller-gen v0.23.0 writes (its genall.WriteYAML): the header
// text, then every object as its own document opened by "---", keys in
// JSON-name order, numbers kept exact. Every manifest generator (crd, rbac,
// webhook) prints through here so their files agree byte for byte with
// upstream's and with each other.
package manifest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"go.yaml.in/yaml/v2"
)

// Transform edits one object's JSON form (a decoded map) before it is
// printed. controller-gen uses such edits to leave out fields the API types
// always serialise (an empty status, a null creationTimestamp).
type Transform func(obj map[string]any) error

// DropCreationTimestamp removes metadata.creationTimestamp: ObjectMeta of
// older apimachinery (and objects built as maps) serialise a zero time as
// null, which no manifest should carry; controller-gen always drops it.
func DropCreationTimestamp(obj map[string]any) error {
	if meta, ok := obj["metadata"].(map[string]any); ok {
		delete(meta, "creationTimestamp")
	}
	return nil
}

// DropStatus removes the top-level status, which a CRD type always
// serialises (with empty conditions and stored versions).
func DropStatus(obj map[string]any) error {
	delete(obj, "status")
	return nil
}

// Render prints header followed by each object as one YAML document, each
// opened by a "---" line. The header is written as given (it usually ends
// in a newline; controller-gen adds none). An object is marshalled to JSON
// first, so its API type's json tags decide names and omissions, then read
// back as a map with exact numbers (a CRD's map is built directly, with the
// same result: typedTree), transformed, and printed as YAML as
// sigs.k8s.io/yaml prints it (yaml.v2: sorted keys, two-space
// indentation; see yamlValue and printYAML, which prints yaml.v2's bytes
// faster).
func Render(header string, objs []any, transforms ...Transform) ([]byte, error) {
	var out bytes.Buffer
	out.WriteString(header)
	for _, obj := range objs {
		doc, err := document(obj, transforms)
		if err != nil {
			return nil, err
		}
		out.WriteString("---\n")
		out.Write(doc)
	}
	return out.Bytes(), nil
}

// document is one object's YAML, without the separator.
func document(obj any, transforms []Transform) ([]byte, error) {
	m, size, ok := typedTree(obj)
	if !ok {
		var err error
		if m, size, err = jsonTree(obj); err != nil {
			return nil, err
		}
	}
	for _, t := range transforms {
		if err := t(m); err != nil {
			return nil, err
		}
	}
	if b, ok := printYAML(m, size*5/2); ok {
		return b, nil
	}
	// What printYAML leaves (a string that is not UTF-8, a value of
	// another type, keys yaml.v2 cannot order totally): yaml.v2 itself.
	v, err := yamlValue(m)
	if err != nil {
		return nil, err
	}
	return yaml.Marshal(v)
}

// jsonTree is obj marshalled to JSON and read back as document prints it,
// and the JSON text's length.
func jsonTree(obj any) (map[string]any, int, error) {
	raw, err := json.Marshal(obj)
	if err != nil {
		return nil, 0, fmt.Errorf("marshalling %T to JSON: %w", obj, err)
	}
	// json.Number keeps integers above 2^53 exact; a float64 would round
	// them (a maximum of 9007199254740993 must print as written).
	m, ok := decodeObject(raw)
	if !ok {
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.UseNumber()
		if err := dec.Decode(&m); err != nil {
			return nil, 0, fmt.Errorf("reading %T back from JSON: %w", obj, err)
		}
	}
	return m, len(raw), nil
}

// Header is the header text a generator option headerFile names, with
// every " YEAR" replaced by " " + year, as controller-gen substitutes it (an
// empty year leaves " " behind, as upstream does). An empty path is an
// empty header.
func Header(path, year string) (string, error) {
	var text string
	if path != "" {
		b, err := os.ReadFile(path)
		if err != nil {
			return "", fmt.Errorf("headerFile: %w (give a file path relative to the directory controller-gen runs in)", err)
		}
		text = string(b)
	}
	return strings.ReplaceAll(text, " YEAR", " "+year), nil
}
