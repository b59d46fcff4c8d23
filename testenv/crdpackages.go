package testenv

import (
	"fmt"
	"io"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"

	"github.com/kubegen/kubegen/generators/crd"
	"github.com/kubegen/kubegen/generators/load"
)

// CRDsFromPackages generates the CustomResourceDefinitions of Go API
// packages in-process, as `kubegen --crd-output-dir` (and controller-gen
// crd) would write them: every struct embedding metav1.TypeMeta and
// metav1.ObjectMeta in a package with +groupName, with its markers. The
// patterns are go list's (./api/..., import paths), relative to the
// working directory, which under go test is the test's package directory.
// A test that installs these never runs on stale YAML. Input errors come
// back with their file:line; warnings go to warn when it is not nil.
func CRDsFromPackages(o crd.Options, warn io.Writer, patterns ...string) ([]*apiextensionsv1.CustomResourceDefinition, error) {
	pkgs, _, err := load.Typed(load.Config{}, patterns)
	if err != nil {
		return nil, fmt.Errorf("testenv: loading %v for their CRDs: %w", patterns, err)
	}
	crds, warnings, err := crd.Build(pkgs, o)
	if warn != nil {
		for _, w := range warnings {
			fmt.Fprintf(warn, "testenv: %s\n", w)
		}
	}
	if err != nil {
		return nil, fmt.Errorf("testenv: the CRDs of %v:\n%w", patterns, err)
	}
	for _, c := range crds {
		if c.Spec.Group == "" {
			return nil, fmt.Errorf("testenv: kind %s in %v has no API group, which the API server refuses; add // +groupName=<group> to its package comment (or // +kubebuilder:skip to leave the package out)", c.Spec.Names.Kind, patterns)
		}
	}
	if len(crds) == 0 {
		return nil, fmt.Errorf("testenv: no CRD kind in %v (a kind is a struct embedding metav1.TypeMeta and metav1.ObjectMeta, in a package with +groupName)", patterns)
	}
	return crds, nil
}
