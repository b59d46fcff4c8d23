package openapi

import (
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/kubegen/kubegen/generators/gotype"
)

// The +k8s:validation:<key>=<JSON> markers: parsed into a nested map by
// their ":"-separated keys ("items:maxLength", "cel[0]:rule"), decoded
// into validation, checked, and turned into a schema.

// validation holds the markers openapi-gen knows, under their JSON names.
type validation struct {
	Nullable         *bool                  `json:"nullable,omitempty"`
	Format           *string                `json:"format,omitempty"`
	Maximum          *float64               `json:"maximum,omitempty"`
	ExclusiveMaximum *bool                  `json:"exclusiveMaximum,omitempty"`
	Minimum          *float64               `json:"minimum,omitempty"`
	ExclusiveMinimum *bool                  `json:"exclusiveMinimum,omitempty"`
	MaxLength        *int64                 `json:"maxLength,omitempty"`
	MinLength        *int64                 `json:"minLength,omitempty"`
	Pattern          *string                `json:"pattern,omitempty"`
	MaxItems         *int64                 `json:"maxItems,omitempty"`
	MinItems         *int64                 `json:"minItems,omitempty"`
	UniqueItems      *bool                  `json:"uniqueItems,omitempty"`
	MultipleOf       *float64               `json:"multipleOf,omitempty"`
	Enum             []any                  `json:"enum,omitempty"`
	MaxProperties    *int64                 `json:"maxProperties,omitempty"`
	MinProperties    *int64                 `json:"minProperties,omitempty"`
	Items            *validation            `json:"items,omitempty"`
	Properties       map[string]*validation `json:"properties,omitempty"`
	AdditionalProps  *validation            `json:"additionalProperties,omitempty"`
	CEL              []celRule              `json:"cel,omitempty"`
}

type celRule struct {
	Rule              string `json:"rule,omitempty"`
	Message           string `json:"message,omitempty"`
	MessageExpression string `json:"messageExpression,omitempty"`
	OptionalOldSelf   *bool  `json:"optionalOldSelf,omitempty"`
	Reason            string `json:"reason,omitempty"`
	FieldPath         string `json:"fieldPath,omitempty"`
}

var knownMarkers = map[string]bool{
	"nullable": true, "format": true, "maximum": true, "exclusiveMaximum": true, "minimum": true, "exclusiveMinimum": true,
	"maxLength": true, "minLength": true, "pattern": true, "maxItems": true, "minItems": true, "uniqueItems": true,
	"multipleOf": true, "enum": true, "maxProperties": true, "minProperties": true, "items": true, "properties": true,
	"additionalProperties": true, "cel": true,
}

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

// parseValidation reads the markers of lines for a value of type t (nil:
// no type check).
func parseValidation(t *typ, lines []string) (*schema, error) {
	markers, err := parseMarkers(lines)
	if err != nil {
		return nil, fmt.Errorf("failed to parse marker comments: %w", err)
	}
	nested := map[string]any{}
	var errs []error
	for _, k := range sortedKeys(markers) {
		if err := putNested(nested, strings.Split(k, ":"), markers[k]); err != nil {
			errs = append(errs, err)
		}
	}
	if len(errs) > 0 {
		return nil, fmt.Errorf("invalid marker comments: %w", errors.Join(errs...))
	}
	raw, err := json.Marshal(nested)
	if err != nil {
		return nil, fmt.Errorf("failed to marshal marker comments: %w", err)
	}
	var v validation
	if err := json.Unmarshal(raw, &v); err != nil {
		return nil, fmt.Errorf("failed to unmarshal marker comments: %w", err)
	}
	verr := v.check()
	if t != nil {
		verr = errors.Join(verr, v.checkType(t))
	}
	if verr != nil {
		return nil, fmt.Errorf("invalid marker comments: %w", verr)
	}
	return v.schema()
}

var (
	keyChars    = `[:_a-zA-Z0-9\[\]\-]`
	valueEmpty  = regexp.MustCompile(`^(` + keyChars + `*)$`)
	valueAssign = regexp.MustCompile(`^(` + keyChars + `*)=(.*)$`)
	valueRaw    = regexp.MustCompile(`^(` + keyChars + `*)>(.*)$`)
)

// markerValues reads the marker lines into key -> JSON text: "key=<JSON>",
// "key" (true), and "key>text" raw strings, consecutive ones joined by
// newlines.
func markerValues(lines []string) (map[string]string, error) {
	out := map[string]string{}
	lastKey, lastArray, lastIndex := "", "", -1
	var lint []error
	for _, line := range lines {
		line = strings.Trim(line, " ")
		prevKey, prevArray, prevIndex := lastKey, lastArray, lastIndex
		lastKey, lastArray, lastIndex = "", "", -1
		if !strings.HasPrefix(line, validationMark) {
			continue
		}
		line = strings.TrimPrefix(line, validationMark)
		var key, value string
		if m := valueAssign.FindStringSubmatch(line); m != nil {
			key, value = m[1], m[2]
			if _, ok := out[key]; ok {
				return nil, fmt.Errorf("cannot have multiple values for key '%v'", key)
			}
		} else if m := valueEmpty.FindStringSubmatch(line); m != nil {
			key = m[1]
		} else if m := valueRaw.FindStringSubmatch(line); m != nil {
			key = m[1]
			add := strings.Trim(m[2], " ")
			if have, ok := out[key]; !ok {
				b, _ := json.Marshal(add)
				value = string(b)
			} else if key != prevKey {
				return nil, fmt.Errorf("concatenations to key '%s' must be consecutive with its assignment", key)
			} else {
				var s string
				if err := json.Unmarshal([]byte(have), &s); err != nil {
					return nil, fmt.Errorf("invalid value for key %v: %w", key, err)
				}
				b, _ := json.Marshal(s + "\n" + add)
				value = string(b)
			}
		} else {
			return nil, fmt.Errorf("invalid marker comment does not match expected `+key=<json formatted value>` pattern: %v", line)
		}
		out[key], lastKey = value, key
		if arr, idx, ok, err := arraySubscript(key); ok || err != nil {
			switch {
			case err != nil:
				lint = append(lint, fmt.Errorf("error parsing %v: expected integer index in key '%v'", line, key))
			case prevArray != arr && idx != 0, idx != prevIndex+1 && idx != prevIndex:
				lint = append(lint, fmt.Errorf("error parsing %v: non-consecutive index %v for key '%v'", line, idx, arr))
			}
			lastIndex, lastArray = idx, arr
		}
	}
	if len(lint) > 0 {
		return nil, errors.Join(lint...)
	}
	return out, nil
}

func parseMarkers(lines []string) (map[string]any, error) {
	values, err := markerValues(lines)
	if err != nil {
		return nil, err
	}
	out := map[string]any{}
	for key, value := range values {
		first := strings.FieldsFunc(key, func(r rune) bool { return r == ':' || r == '[' })
		switch {
		case key == "":
			return nil, fmt.Errorf("cannot have empty key for marker comment")
		case len(first) == 0 || !knownMarkers[first[0]]:
			continue
		}
		if _, ok := symbolReference(value, ""); ok {
			continue
		}
		if value == "" {
			out[key] = true
			continue
		}
		var v any
		if err := json.Unmarshal([]byte(value), &v); err != nil {
			return nil, fmt.Errorf("failed to parse value for key %v as JSON: %w", key, err)
		}
		out[key] = v
	}
	return out, nil
}

func putNested(m map[string]any, keys []string, v any) error {
	if len(keys) == 0 {
		return nil
	}
	key, rest := keys[0], keys[1:]
	arr, idx, ok, err := arraySubscript(key)
	if err != nil {
		return fmt.Errorf("error parsing subscript for key %v: %w", key, err)
	}
	if ok {
		var dst []any
		switch have, exists := m[arr]; {
		case !exists:
			dst = make([]any, idx+1)
		default:
			list, isList := have.([]any)
			if !isList {
				return fmt.Errorf("expected []any at key %v, got %T", arr, have)
			}
			dst = list
			if idx >= len(list) {
				dst = append(list, make([]any, idx-len(list)+1)...)
			}
		}
		m[arr] = dst
		if dst[idx] == nil {
			d := map[string]any{}
			dst[idx] = d
			return putNested(d, rest, v)
		}
		if d, isMap := dst[idx].(map[string]any); isMap {
			_ = putNested(d, rest, v) // upstream drops this error
			return nil
		}
		return fmt.Errorf("expected map at %v[%v], got %T", arr, idx, dst[idx])
	}
	if len(rest) == 0 {
		m[key] = v
		return nil
	}
	have, exists := m[key]
	if !exists {
		d := map[string]any{}
		m[key] = d
		return putNested(d, rest, v)
	}
	if d, isMap := have.(map[string]any); isMap {
		return putNested(d, rest, v)
	}
	return fmt.Errorf("expected map[string]any at key %v, got %T", key, have)
}

func arraySubscript(s string) (string, int, bool, error) {
	i := strings.Index(s, "[")
	if i < 0 {
		return "", -1, false, nil
	}
	sub := strings.Split(s[i+1:], "]")[0]
	if sub == "" {
		return "", -1, false, fmt.Errorf("empty subscript not allowed")
	}
	n, err := strconv.Atoi(sub)
	if err != nil {
		return "", -1, false, fmt.Errorf("expected integer index in key %v", s)
	}
	if n < 0 {
		return "", -1, false, fmt.Errorf("subscript '%v' is invalid. index must be positive", sub)
	}
	return s[:i], n, true, nil
}

func (v *validation) check() error {
	var err error
	neg := func(p *int64, name string) {
		if p != nil && *p < 0 {
			err = errors.Join(err, fmt.Errorf("%s cannot be negative", name))
		}
	}
	neg(v.MinLength, "minLength")
	neg(v.MaxLength, "maxLength")
	neg(v.MinItems, "minItems")
	neg(v.MaxItems, "maxItems")
	neg(v.MinProperties, "minProperties")
	neg(v.MaxProperties, "maxProperties")
	if v.Minimum != nil && v.Maximum != nil && *v.Minimum > *v.Maximum {
		err = errors.Join(err, fmt.Errorf("minimum %f is greater than maximum %f", *v.Minimum, *v.Maximum))
	}
	if (v.ExclusiveMinimum != nil || v.ExclusiveMaximum != nil) && v.Minimum != nil && v.Maximum != nil && *v.Minimum == *v.Maximum {
		err = errors.Join(err, fmt.Errorf("exclusiveMinimum/Maximum cannot be set when minimum == maximum"))
	}
	if v.MinLength != nil && v.MaxLength != nil && *v.MinLength > *v.MaxLength {
		err = errors.Join(err, fmt.Errorf("minLength %d is greater than maxLength %d", *v.MinLength, *v.MaxLength))
	}
	if v.MinItems != nil && v.MaxItems != nil && *v.MinItems > *v.MaxItems {
		err = errors.Join(err, fmt.Errorf("minItems %d is greater than maxItems %d", *v.MinItems, *v.MaxItems))
	}
	if v.MinProperties != nil && v.MaxProperties != nil && *v.MinProperties > *v.MaxProperties {
		err = errors.Join(err, fmt.Errorf("minProperties %d is greater than maxProperties %d", *v.MinProperties, *v.MaxProperties))
	}
	if v.Pattern != nil {
		if _, e := regexp.Compile(*v.Pattern); e != nil {
			err = errors.Join(err, fmt.Errorf("invalid pattern %q: %v", *v.Pattern, e))
		}
	}
	if v.MultipleOf != nil && *v.MultipleOf == 0 {
		err = errors.Join(err, fmt.Errorf("multipleOf cannot be 0"))
	}
	for i, c := range v.CEL {
		if e := c.check(); e != nil {
			err = errors.Join(err, fmt.Errorf("invalid CEL tag at index %d: %w", i, e))
		}
	}
	return err
}

func (c celRule) check() error {
	if c == (celRule{}) {
		return fmt.Errorf("empty CEL tag is not allowed")
	}
	var errs []error
	if c.Rule == "" {
		errs = append(errs, fmt.Errorf("rule cannot be empty"))
	}
	if c.Message == "" && c.MessageExpression == "" {
		errs = append(errs, fmt.Errorf("message or messageExpression must be set"))
	}
	if c.Message != "" && c.MessageExpression != "" {
		errs = append(errs, fmt.Errorf("message and messageExpression cannot be set at the same time"))
	}
	return errors.Join(errs...)
}

// checkType checks that each marker suits the type it is on.
func (v *validation) checkType(t *typ) error {
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
				} else if e := v.Properties[key].checkType(m.Type); e != nil {
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

func (v *validation) schema() (*schema, error) {
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
	if nested.items, err = v.Items.schema(); err != nil {
		return nil, fmt.Errorf("failed to transform items: %w", err)
	}
	if v.Properties != nil {
		nested.properties = map[string]*schema{}
		for _, k := range sortedKeys(v.Properties) {
			p, err := v.Properties[k].schema()
			if err != nil {
				return nil, fmt.Errorf("failed to transform property %q: %w", k, err)
			}
			nested.properties[k] = p
		}
	}
	if nested.additionalProperties, err = v.AdditionalProps.schema(); err != nil {
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
