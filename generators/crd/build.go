package crd

import (
	"slices"
	"strings"

	"github.com/gobuffalo/flect"
	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"github.com/kubegen/kubegen/generators/crdkinds"
	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/markers"
)

// versionAnnotation is the annotation controller-gen signs its CRDs with.
const versionAnnotation = "controller-gen.kubebuilder.io/version"

// build assembles the CRD of gk as controller-gen's NeedCRDFor does:
// defaults from the kind's name, one served version per package (sorted
// by name) with its schema, then each version's markers, then the
// storage version. It returns nil when markers skip every version.
//
// Where controller-gen's result depends on map order (which of two
// differing +kubebuilder:resource markers wins, whether a marker applied
// after +kubebuilder:skipversion fails), the order here is fixed: versions
// by name, a version's markers in a fixed order with skipversion last.
func build(gk *crdkinds.Kind, schemas schemaOf, o *Options, diags *diag.List) *apiextensionsv1.CustomResourceDefinition {
	plural := strings.ToLower(flect.Pluralize(gk.Kind))
	crd := &apiextensionsv1.CustomResourceDefinition{
		TypeMeta: metav1.TypeMeta{APIVersion: "apiextensions.k8s.io/v1", Kind: "CustomResourceDefinition"},
		Spec: apiextensionsv1.CustomResourceDefinitionSpec{
			Group: gk.Group,
			Names: apiextensionsv1.CustomResourceDefinitionNames{
				Kind: gk.Kind, ListKind: gk.Kind + "List", Plural: plural, Singular: strings.ToLower(gk.Kind),
			},
			Scope: apiextensionsv1.NamespaceScoped,
		},
	}
	versions := slices.Clone(gk.Versions)
	slices.SortStableFunc(versions, crdkinds.ByVersionName)
	for _, kv := range versions {
		crd.Spec.Versions = append(crd.Spec.Versions, apiextensionsv1.CustomResourceDefinitionVersion{
			Name: kv.API.Version, Served: true,
			Schema: &apiextensionsv1.CustomResourceValidation{OpenAPIV3Schema: schemas(kv)},
		})
	}
	checkResourceAgreement(versions, diags)
	for _, kv := range versions {
		applyMarkers(crd, kv, diags)
	}
	crd.Name = crd.Spec.Names.Plural + "." + gk.Group
	if len(crd.Spec.Versions) == 0 {
		return nil
	}
	if len(crd.Spec.Versions) == 1 {
		crd.Spec.Versions[0].Storage = true
	}
	checkVersions(gk, crd, versions, o.DropIn, diags)
	if !o.OmitToolVersion {
		if crd.Annotations == nil {
			crd.Annotations = map[string]string{}
		}
		crd.Annotations[versionAnnotation] = o.toolVersion()
	}
	return crd
}

// applyMarkers applies one version's markers to the CRD.
func applyMarkers(crd *apiextensionsv1.CustomResourceDefinition, kv *crdkinds.KindVersion, diags *diag.List) {
	subject := kv.Subject()
	name := kv.API.Version
	subresources := func(v *apiextensionsv1.CustomResourceDefinitionVersion) *apiextensionsv1.CustomResourceSubresources {
		if v.Subresources == nil {
			v.Subresources = &apiextensionsv1.CustomResourceSubresources{}
		}
		return v.Subresources
	}
	var skip *markers.Value
	for _, m := range ordered(kv.Markers) {
		v := versionOf(crd, name)
		switch val := m.Value.(type) {
		case crdkinds.ResourceArgs:
			applyResource(crd, m, val, subject, diags)
		case crdkinds.MetadataArgs:
			applyMetadata(crd, m, val, subject, diags)
		case crdkinds.ScaleArgs:
			subresources(v).Scale = &apiextensionsv1.CustomResourceSubresourceScale{
				SpecReplicasPath: val.SpecPath, StatusReplicasPath: val.StatusPath, LabelSelectorPath: val.SelectorPath,
			}
		case crdkinds.PrintColumnArgs:
			// controller-gen gives the version an empty subresources object
			// with its first printer column, and so does this.
			subresources(v)
			if !slices.Contains(columnTypes, val.Type) {
				diags.Warn(m.Pos, subject, "%s: printer column type %q is none of %s, so the API server rejects the CRD (controller-gen writes it so)", m.Text, val.Type, strings.Join(columnTypes, ", "))
			}
			v.AdditionalPrinterColumns = append(v.AdditionalPrinterColumns, apiextensionsv1.CustomResourceColumnDefinition{
				Name: val.Name, Type: val.Type, JSONPath: val.JSONPath, Description: val.Description, Format: val.Format, Priority: val.Priority,
			})
		case crdkinds.DeprecatedArgs:
			if name != "" {
				v.Deprecated = true
				v.DeprecationWarning = val.Warning
			}
		case crdkinds.SelectableArgs:
			v.SelectableFields = append(v.SelectableFields, apiextensionsv1.SelectableField{JSONPath: val.JSONPath})
		case crdkinds.Flag:
			switch m.Name {
			case crdkinds.Status:
				subresources(v).Status = &apiextensionsv1.CustomResourceSubresourceStatus{}
			case crdkinds.Storage:
				v.Storage = v.Storage || name != ""
			case crdkinds.Unserved:
				v.Served = false
			case crdkinds.SkipVersion:
				skip = &m
			}
		}
	}
	if skip == nil {
		return
	}
	for _, m := range kv.Markers {
		switch m.Name {
		case crdkinds.Status, crdkinds.Scale, crdkinds.PrintColumn, crdkinds.Selectable:
			diags.Warn(m.Pos, subject, "%s on a version that +%s removes does nothing here, and makes controller-gen fail at random (it applies a type's markers in map order); remove it", m.Text, crdkinds.SkipVersion)
		}
	}
	if name == "" {
		diags.Add(skip.Pos, subject, "+%s: the package has no +groupName, so its kind has one version and nothing to skip it for; add // +groupName=<group> to the package comment, or drop the marker", crdkinds.SkipVersion)
		return
	}
	crd.Spec.Versions = slices.DeleteFunc(crd.Spec.Versions, func(v apiextensionsv1.CustomResourceDefinitionVersion) bool { return v.Name == name })
}

// columnTypes are the printer column types the API server accepts.
var columnTypes = []string{"integer", "number", "string", "boolean", "date"}

// markerOrder is the order a version's markers apply in; markers of one
// name apply in line order.
var markerOrder = []string{crdkinds.Resource, crdkinds.Metadata, crdkinds.Status, crdkinds.Scale, crdkinds.PrintColumn, crdkinds.Storage, crdkinds.Unserved, crdkinds.Deprecated, crdkinds.Selectable, crdkinds.SkipVersion}

func ordered(ms markers.Values) markers.Values {
	out := slices.Clone(ms)
	slices.SortStableFunc(out, func(a, b markers.Value) int {
		return slices.Index(markerOrder, a.Name) - slices.Index(markerOrder, b.Name)
	})
	return out
}

// applyResource sets names and scope; every +kubebuilder:resource
// replaces the short names and categories of the one before.
func applyResource(crd *apiextensionsv1.CustomResourceDefinition, m markers.Value, r crdkinds.ResourceArgs, subject string, diags *diag.List) {
	if r.Path != "" {
		crd.Spec.Names.Plural = r.Path
	}
	if r.Singular != "" {
		crd.Spec.Names.Singular = r.Singular
	}
	crd.Spec.Names.ShortNames = r.ShortName
	crd.Spec.Names.Categories = r.Categories
	crd.Spec.Scope = apiextensionsv1.NamespaceScoped
	if r.Scope != "" {
		crd.Spec.Scope = apiextensionsv1.ResourceScope(r.Scope)
		if r.Scope != string(apiextensionsv1.NamespaceScoped) && r.Scope != string(apiextensionsv1.ClusterScoped) {
			diags.Warn(m.Pos, subject, "%s: scope %q is neither Namespaced nor Cluster, so the API server rejects the CRD (controller-gen writes it so)", m.Text, r.Scope)
		}
	}
}

// applyMetadata adds the CRD's annotations and labels ("key=value" each).
func applyMetadata(crd *apiextensionsv1.CustomResourceDefinition, m markers.Value, md crdkinds.MetadataArgs, subject string, diags *diag.List) {
	set := func(arg string, entries []string, into *map[string]string) {
		for _, kv := range entries {
			k, v, ok := strings.Cut(kv, "=")
			if !ok {
				diags.Add(m.Pos, subject, "%s: %s entry %q is not key=value; write %s=\"%s=<value>\"", m.Text, arg, kv, arg, kv)
				continue
			}
			if *into == nil {
				*into = map[string]string{}
			}
			(*into)[k] = v
		}
	}
	set("annotations", md.Annotations, &crd.Annotations)
	set("labels", md.Labels, &crd.Labels)
}

// checkResourceAgreement warns when versions carry different
// +kubebuilder:resource markers: controller-gen applies them in a random
// order, so which one wins changes from run to run.
func checkResourceAgreement(versions []*crdkinds.KindVersion, diags *diag.List) {
	var first *markers.Value
	var firstVer string
	for _, kv := range versions {
		for i, m := range kv.Markers {
			if m.Name != crdkinds.Resource {
				continue
			}
			if first == nil {
				first, firstVer = &kv.Markers[i], kv.API.Version
				continue
			}
			if m.Text != first.Text {
				diags.Warn(m.Pos, kv.Subject(), "%s differs from version %s's %s (%s:%d); controller-gen applies them in a random order, so write the same marker on every version (here the last version's wins)", m.Text, firstVer, first.Text, diag.Path(first.Pos.Filename), first.Pos.Line)
			}
		}
	}
}

// checkVersions reports what makes the CRD unusable: two storage
// versions (a warning for the drop-in, which writes what controller-gen
// writes), none among several, none served (errors controller-gen has
// too).
func checkVersions(gk *crdkinds.Kind, crd *apiextensionsv1.CustomResourceDefinition, versions []*crdkinds.KindVersion, dropIn bool, diags *diag.List) {
	var storage []string
	served := false
	for _, v := range crd.Spec.Versions {
		if v.Storage {
			storage = append(storage, v.Name)
		}
		served = served || v.Served
	}
	kept := func(kv *crdkinds.KindVersion) bool {
		return slices.ContainsFunc(crd.Spec.Versions, func(v apiextensionsv1.CustomResourceDefinitionVersion) bool { return v.Name == kv.API.Version })
	}
	switch {
	case len(storage) > 1:
		report := diags.Add
		if dropIn {
			report = diags.Warn // controller-gen writes it
		}
		for _, kv := range versions {
			for _, m := range kv.Markers {
				if m.Name == crdkinds.Storage && kept(kv) {
					report(m.Pos, kv.Subject(), "versions %s of %s are all marked +%s, so the API server refuses the CRD (etcd stores one version): keep the marker on one of them", strings.Join(storage, ", "), gk, crdkinds.Storage)
				}
			}
		}
	case len(storage) == 0:
		var names []string
		for _, v := range crd.Spec.Versions {
			names = append(names, v.Name)
		}
		for _, kv := range versions {
			if kept(kv) {
				diags.Add(kv.Pos, kv.Subject(), "%s has versions %s and none is marked +%s; add // +%s above the type of the version etcd stores", gk, strings.Join(names, ", "), crdkinds.Storage, crdkinds.Storage)
			}
		}
	}
	if !served {
		for _, kv := range versions {
			if kept(kv) {
				diags.Add(kv.Pos, kv.Subject(), "no version of %s is served (all are +%s); remove the marker from at least one", gk, crdkinds.Unserved)
			}
		}
	}
}

// toolVersion is the version the CRDs are signed with.
func (o *Options) toolVersion() string {
	if o.ToolVersion != "" {
		return o.ToolVersion
	}
	return DefaultToolVersion
}
