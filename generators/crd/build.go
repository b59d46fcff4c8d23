package crd

import (
	"slices"
	"strings"

	"github.com/gobuffalo/flect"
	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

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
func build(gk *groupKind, schemas schemaOf, o *Options, diags *diag.List) *apiextensionsv1.CustomResourceDefinition {
	plural := strings.ToLower(flect.Pluralize(gk.kind))
	crd := &apiextensionsv1.CustomResourceDefinition{
		TypeMeta: metav1.TypeMeta{APIVersion: "apiextensions.k8s.io/v1", Kind: "CustomResourceDefinition"},
		Spec: apiextensionsv1.CustomResourceDefinitionSpec{
			Group: gk.group,
			Names: apiextensionsv1.CustomResourceDefinitionNames{
				Kind: gk.kind, ListKind: gk.kind + "List", Plural: plural, Singular: strings.ToLower(gk.kind),
			},
			Scope: apiextensionsv1.NamespaceScoped,
		},
	}
	versions := slices.Clone(gk.versions)
	slices.SortStableFunc(versions, byVersionName)
	for _, kv := range versions {
		crd.Spec.Versions = append(crd.Spec.Versions, apiextensionsv1.CustomResourceDefinitionVersion{
			Name: kv.ver.version, Served: true,
			Schema: &apiextensionsv1.CustomResourceValidation{OpenAPIV3Schema: schemas(kv)},
		})
	}
	checkResourceAgreement(versions, diags)
	for _, kv := range versions {
		applyMarkers(crd, kv, diags)
	}
	crd.Name = crd.Spec.Names.Plural + "." + gk.group
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
func applyMarkers(crd *apiextensionsv1.CustomResourceDefinition, kv *kindVersion, diags *diag.List) {
	subject := kv.ver.pkg.Name + "." + kv.name.Name()
	name := kv.ver.version
	subresources := func(v *apiextensionsv1.CustomResourceDefinitionVersion) *apiextensionsv1.CustomResourceSubresources {
		if v.Subresources == nil {
			v.Subresources = &apiextensionsv1.CustomResourceSubresources{}
		}
		return v.Subresources
	}
	var skip *markers.Value
	for _, m := range ordered(kv.markers) {
		v := versionOf(crd, name)
		switch val := m.Value.(type) {
		case resource:
			applyResource(crd, m, val, subject, diags)
		case metadata:
			applyMetadata(crd, m, val, subject, diags)
		case scale:
			subresources(v).Scale = &apiextensionsv1.CustomResourceSubresourceScale{
				SpecReplicasPath: val.SpecPath, StatusReplicasPath: val.StatusPath, LabelSelectorPath: val.SelectorPath,
			}
		case printColumn:
			// controller-gen gives the version an empty subresources object
			// with its first printer column, and so does this.
			subresources(v)
			if !slices.Contains(columnTypes, val.Type) {
				diags.Warn(m.Pos, subject, "%s: printer column type %q is none of %s, so the API server rejects the CRD (controller-gen writes it so)", m.Text, val.Type, strings.Join(columnTypes, ", "))
			}
			v.AdditionalPrinterColumns = append(v.AdditionalPrinterColumns, apiextensionsv1.CustomResourceColumnDefinition{
				Name: val.Name, Type: val.Type, JSONPath: val.JSONPath, Description: val.Description, Format: val.Format, Priority: val.Priority,
			})
		case deprecated:
			if name != "" {
				v.Deprecated = true
				v.DeprecationWarning = val.Warning
			}
		case selectable:
			v.SelectableFields = append(v.SelectableFields, apiextensionsv1.SelectableField{JSONPath: val.JSONPath})
		case flag:
			switch m.Name {
			case mStatus:
				subresources(v).Status = &apiextensionsv1.CustomResourceSubresourceStatus{}
			case mStorage:
				v.Storage = v.Storage || name != ""
			case mUnserved:
				v.Served = false
			case mSkip:
				skip = &m
			}
		}
	}
	if skip == nil {
		return
	}
	for _, m := range kv.markers {
		switch m.Name {
		case mStatus, mScale, mPrintColumn, mSelectable:
			diags.Warn(m.Pos, subject, "%s on a version that +%s removes does nothing here, and makes controller-gen fail at random (it applies a type's markers in map order); remove it", m.Text, mSkip)
		}
	}
	if name == "" {
		diags.Add(skip.Pos, subject, "+%s: the package has no +groupName, so its kind has one version and nothing to skip it for; add // +groupName=<group> to the package comment, or drop the marker", mSkip)
		return
	}
	crd.Spec.Versions = slices.DeleteFunc(crd.Spec.Versions, func(v apiextensionsv1.CustomResourceDefinitionVersion) bool { return v.Name == name })
}

// columnTypes are the printer column types the API server accepts.
var columnTypes = []string{"integer", "number", "string", "boolean", "date"}

// markerOrder is the order a version's markers apply in; markers of one
// name apply in line order.
var markerOrder = []string{mResource, mMetadata, mStatus, mScale, mPrintColumn, mStorage, mUnserved, mDeprecated, mSelectable, mSkip}

func ordered(ms markers.Values) markers.Values {
	out := slices.Clone(ms)
	slices.SortStableFunc(out, func(a, b markers.Value) int {
		return slices.Index(markerOrder, a.Name) - slices.Index(markerOrder, b.Name)
	})
	return out
}

// applyResource sets names and scope; every +kubebuilder:resource
// replaces the short names and categories of the one before.
func applyResource(crd *apiextensionsv1.CustomResourceDefinition, m markers.Value, r resource, subject string, diags *diag.List) {
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
func applyMetadata(crd *apiextensionsv1.CustomResourceDefinition, m markers.Value, md metadata, subject string, diags *diag.List) {
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
func checkResourceAgreement(versions []*kindVersion, diags *diag.List) {
	var first *markers.Value
	var firstVer string
	for _, kv := range versions {
		for i, m := range kv.markers {
			if m.Name != mResource {
				continue
			}
			if first == nil {
				first, firstVer = &kv.markers[i], kv.ver.version
				continue
			}
			if m.Text != first.Text {
				diags.Warn(m.Pos, kv.ver.pkg.Name+"."+kv.name.Name(), "%s differs from version %s's %s (%s:%d); controller-gen applies them in a random order, so write the same marker on every version (here the last version's wins)", m.Text, firstVer, first.Text, diag.Path(first.Pos.Filename), first.Pos.Line)
			}
		}
	}
}

// checkVersions reports what makes the CRD unusable: two storage
// versions (a warning for the drop-in, which writes what controller-gen
// writes), none among several, none served (errors controller-gen has
// too).
func checkVersions(gk *groupKind, crd *apiextensionsv1.CustomResourceDefinition, versions []*kindVersion, dropIn bool, diags *diag.List) {
	var storage []string
	served := false
	for _, v := range crd.Spec.Versions {
		if v.Storage {
			storage = append(storage, v.Name)
		}
		served = served || v.Served
	}
	kept := func(kv *kindVersion) bool {
		return slices.ContainsFunc(crd.Spec.Versions, func(v apiextensionsv1.CustomResourceDefinitionVersion) bool { return v.Name == kv.ver.version })
	}
	switch {
	case len(storage) > 1:
		report := diags.Add
		if dropIn {
			report = diags.Warn // controller-gen writes it
		}
		for _, kv := range versions {
			for _, m := range kv.markers {
				if m.Name == mStorage && kept(kv) {
					report(m.Pos, kv.ver.pkg.Name+"."+kv.name.Name(), "versions %s of %s are all marked +%s, so the API server refuses the CRD (etcd stores one version): keep the marker on one of them", strings.Join(storage, ", "), gk, mStorage)
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
				diags.Add(kv.pos, kv.ver.pkg.Name+"."+kv.name.Name(), "%s has versions %s and none is marked +%s; add // +%s above the type of the version etcd stores", gk, strings.Join(names, ", "), mStorage, mStorage)
			}
		}
	}
	if !served {
		for _, kv := range versions {
			if kept(kv) {
				diags.Add(kv.pos, kv.ver.pkg.Name+"."+kv.name.Name(), "no version of %s is served (all are +%s); remove the marker from at least one", gk, mUnserved)
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
