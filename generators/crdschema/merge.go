package crdschema

import (
	"maps"
	"reflect"
	"slices"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
)

// mergeInto merges src into dst as controller-gen merges the branches of
// an allOf when it flattens a schema (a referenced type's schema, then
// the field's; an embedded struct's into its parent): src's own allOf
// first; titles, descriptions, examples and external docs are dst's;
// an enum is src's only when dst has none; whatever dst lacks is src's.
// Where both say something different: properties merge one by one,
// required lists join, additionalProperties schemas merge, list and map
// types and x-kubernetes-preserve-unknown-fields are src's, validation
// rules are src's then dst's, two types are an error, and any other pair
// is kept as written, both moved into a new allOf of dst.
//
// src and what dst already holds below its top level may be shared with
// other schemas (a named type's schema is merged into every use of it,
// uncopied), so mergeInto writes only dst's own fields: a map is cloned
// before a key is set, slices are joined into new arrays (and those taken
// from src capped, so that a later append cannot write into src's array),
// and a pointee is copied before it is merged into.
func (r *renderer) mergeInto(dst *apiextensionsv1.JSONSchemaProps, src apiextensionsv1.JSONSchemaProps) {
	for _, branch := range src.AllOf {
		r.mergeInto(dst, branch)
	}
	dv := reflect.ValueOf(dst).Elem()
	sv := reflect.ValueOf(src)
	var dstRest, srcRest apiextensionsv1.JSONSchemaProps
	dr, sr := reflect.ValueOf(&dstRest).Elem(), reflect.ValueOf(&srcRest).Elem()
	kept := false
	for i := 0; i < sv.NumField(); i++ {
		name := sv.Type().Field(i).Name
		switch name {
		case "AllOf", "Title", "Description", "Example", "ExternalDocs":
			continue
		case "Enum":
			if len(dst.Enum) == 0 && len(src.Enum) > 0 {
				dst.Enum = slices.Clone(src.Enum)
			}
			continue
		}
		s, d := sv.Field(i), dv.Field(i)
		if s.IsZero() {
			continue
		}
		if d.IsZero() {
			if s.Kind() == reflect.Slice {
				s = s.Slice3(0, s.Len(), s.Len())
			}
			d.Set(s)
			continue
		}
		if s.Type().Comparable() && s.Interface() == d.Interface() {
			continue
		}
		switch name {
		case "Properties":
			dst.Properties = maps.Clone(dst.Properties)
			for k, p := range src.Properties {
				if have, ok := dst.Properties[k]; ok {
					r.mergeInto(&have, p)
					dst.Properties[k] = have
				} else {
					dst.Properties[k] = p
				}
			}
		case "Required":
			dst.Required = slices.Concat(dst.Required, src.Required)
		case "MinProperties", "MaxProperties":
			if *s.Interface().(*int64) == *d.Interface().(*int64) {
				continue
			}
			sr.Field(i).Set(s)
			dr.Field(i).Set(d)
			d.Set(reflect.Zero(d.Type()))
			kept = true
		case "Type":
			r.diags.Add(r.at, r.subject, "conflicting types %s and %s where a type's schema and its use's are merged; remove the +kubebuilder:validation:Type that disagrees", dst.Type, src.Type)
		case "AdditionalProperties":
			if src.AdditionalProperties.Schema == nil {
				continue
			}
			ap := *dst.AdditionalProperties
			merged := apiextensionsv1.JSONSchemaProps{}
			if ap.Schema != nil {
				merged = *ap.Schema
			}
			r.mergeInto(&merged, *src.AdditionalProperties.Schema)
			ap.Schema = &merged
			dst.AdditionalProperties = &ap
		case "XPreserveUnknownFields", "XMapType", "XListType":
			d.Set(s)
		case "XListMapKeys":
			dst.XListMapKeys = slices.Clip(src.XListMapKeys)
		case "XValidations":
			dst.XValidations = append(slices.Clone(src.XValidations), dst.XValidations...)
		default:
			sr.Field(i).Set(s)
			dr.Field(i).Set(d)
			d.Set(reflect.Zero(d.Type()))
			kept = true
		}
	}
	if kept {
		dst.AllOf = slices.Concat(dst.AllOf, []apiextensionsv1.JSONSchemaProps{dstRest, srcRest})
	}
	if !sortedSet(dst.Required) {
		// Sorted into a new array: the old one may be another schema's.
		dst.Required = slices.Compact(slices.Sorted(slices.Values(dst.Required)))
	}
}

// sortedSet reports whether names are sorted without repeats, as
// mergeInto leaves a required list.
func sortedSet(names []string) bool {
	for i := 1; i < len(names); i++ {
		if names[i-1] >= names[i] {
			return false
		}
	}
	return true
}
