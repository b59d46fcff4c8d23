// Package manifests holds the CustomResourceDefinitions of
// samplecontroller.kubegen.io as YAML files (apply them with kubectl) and
// decodes them for programs that install them (the embedded API server of
// the tests and the demo).
package manifests

import (
	"embed"
	"fmt"
	"io/fs"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	"sigs.k8s.io/yaml"
)

//go:embed *.yaml
var files embed.FS

// CRDs decodes every manifest of this directory, in file name order. Each
// call returns new objects.
func CRDs() ([]*apiextensionsv1.CustomResourceDefinition, error) {
	names, err := fs.Glob(files, "*.yaml")
	if err != nil {
		return nil, err
	}
	var crds []*apiextensionsv1.CustomResourceDefinition
	for _, name := range names {
		data, err := files.ReadFile(name)
		if err != nil {
			return nil, err
		}
		crd := new(apiextensionsv1.CustomResourceDefinition)
		if err := yaml.UnmarshalStrict(data, crd); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		crds = append(crds, crd)
	}
	return crds, nil
}
