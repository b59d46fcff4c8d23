package openapi

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/kubegen/kubegen/generators/gotype"
	apischema "github.com/kubegen/kubegen/generators/schema"
)

// The +k8s:validation:<key>=<JSON> markers are the model's
// (schema.ParseK8sValidation parses and Check checks them); here they are
// checked against the type they are on, as openapi-gen does, and turned
// into the schema it writes.

// schema is the part of an OpenAPI schema the markers produce.
type schema struct {
	nullable, exclusiveMaximum, exclusiveMinimum, uniqueItems bool
	format, pattern                                           string
	maximum, minimum, multipleOf                              *float64
	maxLength, minLength, maxItems, minItems                  *int64
	maxProperties, minProperties                              *int64
	enum                                                      []any
	allOf                                                     []*schema
	items, additionalProperties                               *schema
	properties                                                map[string]*schema
	extensions                                                map[string]any
}

// empty reports whether the schema has no properties besides extensions.
func (s *schema) empty() bool {
	return !s.nullable && !s.exclusiveMaximum && !s.exclusiveMinimum && !s.uniqueItems && s.format == "" && s.pattern == "" &&
		s.maximum == nil && s.minimum == nil && s.multipleOf == nil && s.maxLength == nil && s.minLength == nil &&
		s.maxItems == nil && s.minItems == nil && s.maxProperties == nil && s.minProperties == nil && s.enum == nil &&
		s.allOf == nil && s.items == nil && s.additionalProperties == nil && s.properties == nil
}

// validation is the schema of the +k8s:validation markers the model read
// (v, or parseErr) of a value of type t (nil: no type check), after the
// checks of their values and of the type.
func validation(v *apischema.K8sValidation, parseErr error, t *typ) (*schema, error) {
	if parseErr != nil {
		return nil, parseErr
	}
	if v == nil {
		v = &apischema.K8sValidation{}
	}
	verr := v.Check()
	if t != nil {
		verr = errors.Join(verr, checkType(v, t))
	}
	if verr != nil {
		return nil, fmt.Errorf("invalid marker comments: %w", verr)
	}
	return toSchema(v)
}

// checkType checks that each marker suits the type it is on.
func checkType(v *apischema.K8sValidation, t *typ) error {
	var err error
	r := resolveAliasAndPtr(t)
	ts, _ := typeFormat(r.String())
	if r.Kind == kInterface || r.Kind == kStruct {
		e := resolvePtr(t)
		if hasDefinitionMethod(e) || hasTypeAndFormatMethods(e) || hasV3DefinitionMethod(e) || hasV3OneOfMethod(e) {
			return nil
		}
	}
	isArray, isMap, isStruct := r.Kind == kSlice || r.Kind == kArray, r.Kind == kMap, r.Kind == kStruct
	isString, isNum := ts == "string", ts == "integer" || ts == "number"
	bad := func(set bool, ok bool, msg string) {
		if set && !ok {
			err = errors.Join(err, errors.New(msg))
		}
	}
	bad(v.MaxItems != nil, isArray, "maxItems can only be used on array types")
	bad(v.MinItems != nil, isArray, "minItems can only be used on array types")
	bad(v.UniqueItems != nil, isArray, "uniqueItems can only be used on array types")
	bad(v.MaxProperties != nil, isMap || isStruct, "maxProperties can only be used on map types")
	bad(v.MinProperties != nil, isMap || isStruct, "minProperties can only be used on map types")
	bad(v.MinLength != nil, isString, "minLength can only be used on string types")
	bad(v.MaxLength != nil, isString, "maxLength can only be used on string types")
	bad(v.Pattern != nil, isString, "pattern can only be used on string types")
	bad(v.Minimum != nil, isNum, "minimum can only be used on numeric types")
	bad(v.Maximum != nil, isNum, "maximum can only be used on numeric types")
	bad(v.MultipleOf != nil, isNum, "multipleOf can only be used on numeric types")
	bad(v.ExclusiveMinimum != nil, isNum, "exclusiveMinimum can only be used on numeric types")
	bad(v.ExclusiveMaximum != nil, isNum, "exclusiveMaximum can only be used on numeric types")
	bad(v.AdditionalProps != nil, isMap, "additionalProperties can only be used on map types")
	bad(v.Items != nil, isArray, "items can only be used on array types")
	if v.Properties != nil {
		if !isStruct && !isMap {
			err = errors.Join(err, fmt.Errorf("properties can only be used on struct types"))
		} else if isStruct && err == nil {
			for _, key := range sortedKeys(v.Properties) {
				if m := memberWithJSONName(r, key); m == nil {
					err = errors.Join(err, fmt.Errorf("property used in comment tag %q not found in struct %s", key, r.String()))
				} else if e := checkType(v.Properties[key], m.Type); e != nil {
					err = errors.Join(err, fmt.Errorf("failed to validate property %q: %w", key, e))
				}
			}
		}
	}
	return err
}

func memberWithJSONName(t *typ, key string) *member {
	for i := range t.Members {
		m := &t.Members[i]
		if t := gotype.ParseJSONTag(m.Tag); t.Value != "" && t.Name == key {
			return m
		} else if m.Embedded {
			if e := memberWithJSONName(m.Type, key); e != nil {
				return e
			}
		}
	}
	return nil
}

// toSchema is the OpenAPI schema of the markers: nested ones (items,
// properties, additionalProperties) go into an allOf, CEL rules into
// x-kubernetes-validations.
func toSchema(v *apischema.K8sValidation) (*schema, error) {
	if v == nil {
		return nil, nil
	}
	s := &schema{maximum: v.Maximum, minimum: v.Minimum, maxLength: v.MaxLength, minLength: v.MinLength, maxItems: v.MaxItems,
		minItems: v.MinItems, multipleOf: v.MultipleOf, enum: v.Enum, maxProperties: v.MaxProperties, minProperties: v.MinProperties}
	s.nullable = v.Nullable != nil && *v.Nullable
	s.exclusiveMaximum = v.ExclusiveMaximum != nil && *v.ExclusiveMaximum
	s.exclusiveMinimum = v.ExclusiveMinimum != nil && *v.ExclusiveMinimum
	s.uniqueItems = v.UniqueItems != nil && *v.UniqueItems
	if v.Format != nil {
		s.format = *v.Format
	}
	if v.Pattern != nil {
		s.pattern = *v.Pattern
	}
	nested := &schema{}
	var err error
	if nested.items, err = toSchema(v.Items); err != nil {
		return nil, fmt.Errorf("failed to transform items: %w", err)
	}
	if v.Properties != nil {
		nested.properties = map[string]*schema{}
		for _, k := range sortedKeys(v.Properties) {
			p, err := toSchema(v.Properties[k])
			if err != nil {
				return nil, fmt.Errorf("failed to transform property %q: %w", k, err)
			}
			nested.properties[k] = p
		}
	}
	if nested.additionalProperties, err = toSchema(v.AdditionalProps); err != nil {
		return nil, fmt.Errorf("failed to transform additionalProperties: %w", err)
	}
	if len(v.CEL) > 0 {
		raw, err := json.Marshal(v.CEL)
		if err != nil {
			return nil, err
		}
		var rules []any
		if err := json.Unmarshal(raw, &rules); err != nil {
			return nil, err
		}
		s.extensions = map[string]any{"x-kubernetes-validations": rules}
	}
	if nested.items != nil || len(nested.properties) > 0 || nested.additionalProperties != nil {
		s.allOf = append(s.allOf, nested)
	}
	return s, nil
}
