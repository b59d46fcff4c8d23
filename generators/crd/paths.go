package crd

import (
	"fmt"
	"slices"
	"strings"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"

	"github.com/kubegen/kubegen/generators/crdkinds"
	"github.com/kubegen/kubegen/generators/diag"
)

// objectMetaFields are the JSON names of metav1.ObjectMeta: a CRD's schema
// holds metadata as a bare object, yet a printer column may name any of
// these (.metadata.creationTimestamp is kubebuilder's Age column).
var objectMetaFields = []string{
	"name", "generateName", "namespace", "selfLink", "uid", "resourceVersion", "generation",
	"creationTimestamp", "deletionTimestamp", "deletionGracePeriodSeconds", "labels", "annotations",
	"ownerReferences", "finalizers", "managedFields",
}

// checkColumnPaths warns about a printer column whose JSONPath names a
// field the version's schema does not have: the column prints <none> for
// every object. It is a warning, not an error: controller-gen and the API
// server accept the column, and real projects ship such columns (kueue
// v0.15.0's ClusterQueue v1beta2 keeps .spec.cohort after the field became
// cohortName), so refusing it would break their regeneration. A path this
// check cannot follow (filters, recursive descent, a field of free-form
// JSON) is taken as it is.
func checkColumnPaths(gk *crdkinds.Kind, crd *apiextensionsv1.CustomResourceDefinition, diags *diag.List) {
	for _, kv := range gk.Versions {
		ver := versionOf(crd, kv.API.Version)
		if ver == nil || ver.Schema == nil || ver.Schema.OpenAPIV3Schema == nil {
			continue
		}
		for _, m := range kv.Markers.All(crdkinds.PrintColumn) {
			path := m.Value.(crdkinds.PrintColumnArgs).JSONPath
			if err := followPath(ver.Schema.OpenAPIV3Schema, path); err != nil {
				diags.Warn(m.Pos, kv.Subject(), "%s: JSONPath %s names no field of %s %s, so the column is always empty: %v; write the path of a field", m.Text, path, gk.Kind, kv.API.Version, err)
			}
		}
	}
}

// followPath walks a simple JSONPath (.a.b[0].c, braces optional) down
// the schema; nil when it reaches a field or leaves what can be checked.
func followPath(s *apiextensionsv1.JSONSchemaProps, path string) error {
	p := strings.TrimSpace(path)
	p = strings.TrimSuffix(strings.TrimPrefix(p, "{"), "}")
	if strings.ContainsAny(p, "?@*$()'\"") || strings.Contains(p, "..") {
		return nil // filters, wildcards, recursion: not checked
	}
	if !strings.HasPrefix(p, ".") {
		return fmt.Errorf("a column's path starts with '.' (.spec.<field>)")
	}
	var walked []string
	for _, seg := range strings.Split(p[1:], ".") {
		name, index, _ := strings.Cut(seg, "[")
		if name == "" {
			return fmt.Errorf("empty field name after %q", "."+strings.Join(walked, "."))
		}
		if len(walked) == 0 && name == "metadata" {
			return metadataPath(strings.Split(p[1:], ".")[1:])
		}
		if open(s) {
			return nil
		}
		next, ok := s.Properties[name]
		if !ok {
			return fmt.Errorf("%s has no field %q%s", where(walked), name, suggest(name, s.Properties))
		}
		s = &next
		walked = append(walked, name)
		if index != "" && s.Items != nil && s.Items.Schema != nil {
			s = s.Items.Schema
		}
	}
	return nil
}

// metadataPath checks the part of a path below .metadata.
func metadataPath(rest []string) error {
	if len(rest) == 0 {
		return nil
	}
	name, _, _ := strings.Cut(rest[0], "[")
	if !slices.Contains(objectMetaFields, name) {
		return fmt.Errorf("metadata has no field %q (ObjectMeta's fields: %s)", name, strings.Join(objectMetaFields, ", "))
	}
	return nil
}

// open says the schema holds JSON this check cannot see into.
func open(s *apiextensionsv1.JSONSchemaProps) bool {
	return s.XPreserveUnknownFields != nil && *s.XPreserveUnknownFields ||
		s.AdditionalProperties != nil || s.XEmbeddedResource ||
		len(s.Properties) == 0 && (s.Type == "object" || s.Type == "")
}

func where(walked []string) string {
	if len(walked) == 0 {
		return "the object"
	}
	return "." + strings.Join(walked, ".")
}

// suggest names the property closest to name, if one differs only in
// case, else lists them.
func suggest(name string, props map[string]apiextensionsv1.JSONSchemaProps) string {
	var names []string
	for k := range props {
		if strings.EqualFold(k, name) {
			return fmt.Sprintf("; did you mean %q?", k)
		}
		names = append(names, k)
	}
	slices.Sort(names)
	return fmt.Sprintf(" (it has %s)", strings.Join(names, ", "))
}

// maxSelectableFields is the API server's limit per version.
const maxSelectableFields = 8

// checkSelectableFields reports the selectable fields the API server
// refuses (its ValidateCustomResourceSelectableFields): a path that names
// no field of the schema (arrays cannot be crossed), one below metadata,
// a field that is not a string, boolean or integer, a path given twice,
// more than eight. controller-gen writes them unchecked, so its drop-in
// warns; kubegen reports an error, since the CRD cannot be installed.
func checkSelectableFields(gk *crdkinds.Kind, crd *apiextensionsv1.CustomResourceDefinition, dropIn bool, diags *diag.List) {
	report := diags.Add
	if dropIn {
		report = diags.Warn
	}
	for _, kv := range gk.Versions {
		ver := versionOf(crd, kv.API.Version)
		if ver == nil || ver.Schema == nil || ver.Schema.OpenAPIV3Schema == nil {
			continue
		}
		subject := kv.Subject()
		seen := map[string]bool{}
		for _, m := range kv.Markers.All(crdkinds.Selectable) {
			path := strings.TrimSpace(m.Value.(crdkinds.SelectableArgs).JSONPath)
			problem := selectablePath(ver.Schema.OpenAPIV3Schema, path)
			if problem == "" && seen[path] {
				problem = "it is given twice"
			}
			seen[path] = true
			if problem != "" {
				report(m.Pos, subject, "%s: the API server refuses the CRD: %s; write the path of a string, boolean or integer field outside metadata (.spec.<field>)", m.Text, problem)
			}
		}
		if len(seen) > maxSelectableFields {
			report(kv.Pos, subject, "%s %s has %d selectable fields and the API server allows %d; remove some +%s markers", gk.Kind, kv.API.Version, len(seen), maxSelectableFields, crdkinds.Selectable)
		}
	}
}

// selectablePath says what is wrong with a selectable field's path, ""
// when nothing (or when it leads into JSON the schema leaves open).
func selectablePath(s *apiextensionsv1.JSONSchemaProps, path string) string {
	if !strings.HasPrefix(path, ".") || strings.ContainsAny(path, "[]*?@$()") {
		return fmt.Sprintf("%q is not a path of field names (.a.b, no array steps)", path)
	}
	segs := strings.Split(path[1:], ".")
	if segs[0] == "metadata" {
		return "a selectable field may not be below metadata"
	}
	var walked []string
	for _, seg := range segs {
		if open(s) {
			return ""
		}
		next, ok := s.Properties[seg]
		if !ok {
			return fmt.Sprintf("%s has no field %q%s", where(walked), seg, suggest(seg, s.Properties))
		}
		s = &next
		walked = append(walked, seg)
	}
	switch s.Type {
	case "string", "boolean", "integer":
		return ""
	}
	return fmt.Sprintf("%s is of type %q", path, s.Type)
}

// versionOf is the CRD's version of that name, nil when skipped.
func versionOf(crd *apiextensionsv1.CustomResourceDefinition, name string) *apiextensionsv1.CustomResourceDefinitionVersion {
	for i := range crd.Spec.Versions {
		if crd.Spec.Versions[i].Name == name {
			return &crd.Spec.Versions[i]
		}
	}
	return nil
}
