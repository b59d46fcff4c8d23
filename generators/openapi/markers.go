package openapi

import (
	"encoding/json"
	"errors"
	"fmt"

	apischema "github.com/kubegen/kubegen/generators/schema"
)

// The +k8s:validation:<key>=<JSON> markers are the model's
// (schema.ParseK8sValidation parses them, Check checks their values, and
// the model checks them against the type they are on as openapi-gen does:
// Reading.K8sValidationTypes); here they are turned into the schema it
// writes.

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
// (v, or parseErr), after the checks of their values and of the type they
// are on (typeErr, the model's).
func validation(v *apischema.K8sValidation, parseErr, typeErr error) (*schema, error) {
	if parseErr != nil {
		return nil, parseErr
	}
	if v == nil {
		v = &apischema.K8sValidation{}
	}
	if verr := errors.Join(v.Check(), typeErr); verr != nil {
		return nil, fmt.Errorf("invalid marker comments: %w", verr)
	}
	return toSchema(v)
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
