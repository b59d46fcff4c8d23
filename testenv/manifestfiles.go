package testenv

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"sigs.k8s.io/yaml"
)

// manifestDoc is one document of a manifest file, with where it starts and
// its kind, for the reader of one kind to decode.
type manifestDoc struct {
	// at is "file:line", the prefix of every error about the document.
	at   string
	kind metav1.TypeMeta
	data []byte
}

// readManifests calls decode with every document of the manifest files
// under paths (see manifestFiles), in order. decode says whether it kept
// the document: a path where it kept none is an error naming what and the
// fix, since a wrong path must not pass for an empty one. A document that
// is not a Kubernetes object at all is an error whatever its kind.
func readManifests(paths []string, what, fix string, decode func(manifestDoc) (bool, error)) error {
	for _, p := range paths {
		files, err := manifestFiles(p)
		if err != nil {
			return err
		}
		found := 0
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				return fmt.Errorf("testenv: %w", err)
			}
			for _, doc := range splitYAML(data) {
				d := manifestDoc{at: fmt.Sprintf("%s:%d", f, doc.line), data: doc.data}
				if err := yaml.Unmarshal(doc.data, &d.kind); err != nil {
					return fmt.Errorf("testenv: %s: not a Kubernetes object: %w", d.at, err)
				}
				kept, err := decode(d)
				if err != nil {
					return err
				}
				if kept {
					found++
				}
			}
		}
		if found == 0 {
			return fmt.Errorf("testenv: %s holds no %s (looked at %d .yaml/.yml/.json files); %s", p, what, len(files), fix)
		}
	}
	return nil
}

// manifestFiles is p itself when it is a file, else its manifest files in
// name order (not recursive, as a kustomize base is not).
func manifestFiles(p string) ([]string, error) {
	st, err := os.Stat(p)
	if err != nil {
		return nil, fmt.Errorf("testenv: manifest path: %w", err)
	}
	if !st.IsDir() {
		return []string{p}, nil
	}
	entries, err := os.ReadDir(p)
	if err != nil {
		return nil, fmt.Errorf("testenv: manifest path: %w", err)
	}
	var files []string
	for _, ent := range entries {
		switch strings.ToLower(filepath.Ext(ent.Name())) {
		case ".yaml", ".yml", ".json":
			if !ent.IsDir() {
				files = append(files, filepath.Join(p, ent.Name()))
			}
		}
	}
	sort.Strings(files)
	return files, nil
}

// yamlDoc is one document of a multi-document YAML (or JSON) file and the
// line its first content line is on.
type yamlDoc struct {
	data []byte
	line int
}

// splitYAML splits at "---" lines. It does its own splitting, rather than
// using a YAML reader, to know each document's line for error messages.
// Documents with nothing but blank lines and comments are dropped.
func splitYAML(data []byte) []yamlDoc {
	var docs []yamlDoc
	var cur yamlDoc
	flush := func() {
		if cur.line != 0 {
			docs = append(docs, cur)
		}
		cur = yamlDoc{}
	}
	for n, l := range bytes.SplitAfter(data, []byte("\n")) {
		t := bytes.TrimRight(l, " \t\r\n")
		if bytes.Equal(t, []byte("---")) || bytes.HasPrefix(t, []byte("--- ")) {
			flush()
			continue
		}
		if cur.line == 0 {
			if c := bytes.TrimSpace(t); len(c) == 0 || c[0] == '#' {
				continue
			}
			cur.line = n + 1
		}
		cur.data = append(cur.data, l...)
	}
	flush()
	return docs
}
