package testenv

import (
	"context"
	"fmt"
	"os"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
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
	err := readManifests(paths, "CustomResourceDefinition", "generate the CRDs first or fix the path", func(d manifestDoc) (bool, error) {
		if d.kind.Kind != "CustomResourceDefinition" {
			return false, nil
		}
		if d.kind.APIVersion != apiextensionsv1.SchemeGroupVersion.String() {
			return false, fmt.Errorf("testenv: %s: CustomResourceDefinition in %s; the apiserver serves only %s (regenerate it, e.g. with controller-gen crd)",
				d.at, d.kind.APIVersion, apiextensionsv1.SchemeGroupVersion)
		}
		crd := &apiextensionsv1.CustomResourceDefinition{}
		if err := yaml.UnmarshalStrict(d.data, crd); err != nil {
			return false, fmt.Errorf("testenv: %s: %w", d.at, err)
		}
		crds = append(crds, crd)
		return true, nil
	})
	if err != nil {
		return nil, err
	}
	return crds, nil
}

// startCRDs gathers Options.CRDs, the CRDs under Options.CRDPaths and
// those of Options.CRDPackages, before anything is built or started, so
// that a bad manifest or type fails fast.
func (o Options) startCRDs() ([]*apiextensionsv1.CustomResourceDefinition, error) {
	crds := o.CRDs[:len(o.CRDs):len(o.CRDs)]
	if len(o.CRDPaths) > 0 {
		fromFiles, err := ReadCRDs(o.CRDPaths...)
		if err != nil {
			return nil, err
		}
		crds = append(crds, fromFiles...)
	}
	if len(o.CRDPackages) > 0 {
		fromTypes, err := CRDsFromPackages(o.CRDOptions, os.Stderr, o.CRDPackages...)
		if err != nil {
			return nil, err
		}
		crds = append(crds, fromTypes...)
	}
	return crds, nil
}
