package testenv

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"sigs.k8s.io/yaml"
)

// InstallCRDsFromPaths reads CustomResourceDefinitions from YAML or JSON
// files, or from every *.yaml, *.yml and *.json file directly in a
// directory (kubebuilder's config/crd/bases, for instance), installs them
// as InstallCRDs does and returns them. Documents of other kinds are
// skipped, because a kustomization.yaml often sits beside the CRDs; a path
// that does not exist, or that holds no CRD at all, is an error.
func (e *Env) InstallCRDsFromPaths(ctx context.Context, paths ...string) ([]*apiextensionsv1.CustomResourceDefinition, error) {
	crds, err := ReadCRDs(paths...)
	if err != nil {
		return nil, err
	}
	return crds, e.InstallCRDs(ctx, crds...)
}

// ReadCRDs is the reading half of InstallCRDsFromPaths.
func ReadCRDs(paths ...string) ([]*apiextensionsv1.CustomResourceDefinition, error) {
	var crds []*apiextensionsv1.CustomResourceDefinition
	for _, p := range paths {
		files, err := manifestFiles(p)
		if err != nil {
			return nil, err
		}
		found := 0
		for _, f := range files {
			got, err := readCRDFile(f)
			if err != nil {
				return nil, err
			}
			found += len(got)
			crds = append(crds, got...)
		}
		if found == 0 {
			return nil, fmt.Errorf("testenv: %s holds no CustomResourceDefinition (looked at %d .yaml/.yml/.json files); generate the CRDs first or fix the path", p, len(files))
		}
	}
	return crds, nil
}

// manifestFiles is p itself when it is a file, else its manifest files in
// name order (not recursive, as a kustomize base is not).
func manifestFiles(p string) ([]string, error) {
	st, err := os.Stat(p)
	if err != nil {
		return nil, fmt.Errorf("testenv: CRD path: %w", err)
	}
	if !st.IsDir() {
		return []string{p}, nil
	}
	entries, err := os.ReadDir(p)
	if err != nil {
		return nil, fmt.Errorf("testenv: CRD path: %w", err)
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

// readCRDFile decodes every document of one file; errors name the file and
// the line its document starts on.
func readCRDFile(path string) ([]*apiextensionsv1.CustomResourceDefinition, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("testenv: %w", err)
	}
	var crds []*apiextensionsv1.CustomResourceDefinition
	for _, doc := range splitYAML(data) {
		var tm metav1.TypeMeta
		if err := yaml.Unmarshal(doc.data, &tm); err != nil {
			return nil, fmt.Errorf("testenv: %s:%d: not a Kubernetes object: %w", path, doc.line, err)
		}
		if tm.Kind != "CustomResourceDefinition" {
			continue
		}
		if tm.APIVersion != apiextensionsv1.SchemeGroupVersion.String() {
			return nil, fmt.Errorf("testenv: %s:%d: CustomResourceDefinition in %s; the apiserver serves only %s (regenerate it, e.g. with controller-gen crd)",
				path, doc.line, tm.APIVersion, apiextensionsv1.SchemeGroupVersion)
		}
		crd := &apiextensionsv1.CustomResourceDefinition{}
		if err := yaml.UnmarshalStrict(doc.data, crd); err != nil {
			return nil, fmt.Errorf("testenv: %s:%d: %w", path, doc.line, err)
		}
		crds = append(crds, crd)
	}
	return crds, nil
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

// startCRDs gathers Options.CRDs and the CRDs under Options.CRDPaths,
// before anything is built or started, so that a bad manifest fails fast.
func (o Options) startCRDs() ([]*apiextensionsv1.CustomResourceDefinition, error) {
	crds := o.CRDs[:len(o.CRDs):len(o.CRDs)]
	if len(o.CRDPaths) > 0 {
		fromFiles, err := ReadCRDs(o.CRDPaths...)
		if err != nil {
			return nil, err
		}
		crds = append(crds, fromFiles...)
	}
	return crds, nil
}
