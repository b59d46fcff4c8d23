package schema

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/kubegen/kubegen/generators/tags"
)

// The declarative validation markers openapi-gen reads,
// +k8s:validation:<key>=<JSON>: their keys separated by ":" nest
// ("items:maxLength", "cel[0]:rule"), "key>text" lines add raw text, and
// the whole decodes into a K8sValidation. Parsing and the checks of the
// values alone are here, as the model's; whether a marker suits the
// field's type, and how it is written out, is the rendering's.

const k8sValidationMark = "+" + tags.ValidationMarkers

// K8sValidation holds the markers openapi-gen knows, under their JSON
// names.
type K8sValidation struct {
	Nullable         *bool                     `json:"nullable,omitempty"`
	Format           *string                   `json:"format,omitempty"`
	Maximum          *float64                  `json:"maximum,omitempty"`
	ExclusiveMaximum *bool                     `json:"exclusiveMaximum,omitempty"`
	Minimum          *float64                  `json:"minimum,omitempty"`
	ExclusiveMinimum *bool                     `json:"exclusiveMinimum,omitempty"`
	MaxLength        *int64                    `json:"maxLength,omitempty"`
	MinLength        *int64                    `json:"minLength,omitempty"`
	Pattern          *string                   `json:"pattern,omitempty"`
	MaxItems         *int64                    `json:"maxItems,omitempty"`
	MinItems         *int64                    `json:"minItems,omitempty"`
	UniqueItems      *bool                     `json:"uniqueItems,omitempty"`
	MultipleOf       *float64                  `json:"multipleOf,omitempty"`
	Enum             []any                     `json:"enum,omitempty"`
	MaxProperties    *int64                    `json:"maxProperties,omitempty"`
	MinProperties    *int64                    `json:"minProperties,omitempty"`
	Items            *K8sValidation            `json:"items,omitempty"`
	Properties       map[string]*K8sValidation `json:"properties,omitempty"`
	AdditionalProps  *K8sValidation            `json:"additionalProperties,omitempty"`
	CEL              []CELRule                 `json:"cel,omitempty"`
}

type CELRule struct {
	Rule              string `json:"rule,omitempty"`
	Message           string `json:"message,omitempty"`
	MessageExpression string `json:"messageExpression,omitempty"`
	OptionalOldSelf   *bool  `json:"optionalOldSelf,omitempty"`
	Reason            string `json:"reason,omitempty"`
	FieldPath         string `json:"fieldPath,omitempty"`
}

var k8sValidationKeys = map[string]bool{
	"nullable": true, "format": true, "maximum": true, "exclusiveMaximum": true, "minimum": true, "exclusiveMinimum": true,
	"maxLength": true, "minLength": true, "pattern": true, "maxItems": true, "minItems": true, "uniqueItems": true,
	"multipleOf": true, "enum": true, "maxProperties": true, "minProperties": true, "items": true, "properties": true,
	"additionalProperties": true, "cel": true,
}

// schema is the part of an OpenAPI schema the markers produce.
var (
	k8sKeyChars    = `[:_a-zA-Z0-9\[\]\-]`
	k8sValueEmpty  = regexp.MustCompile(`^(` + k8sKeyChars + `*)$`)
	k8sValueAssign = regexp.MustCompile(`^(` + k8sKeyChars + `*)=(.*)$`)
	k8sValueRaw    = regexp.MustCompile(`^(` + k8sKeyChars + `*)>(.*)$`)
)

// k8sMarkerValues reads the marker lines into key -> JSON text: "key=<JSON>",
// "key" (true), and "key>text" raw strings, consecutive ones joined by
// newlines.
func k8sMarkerValues(lines []string) (map[string]string, error) {
	out := map[string]string{}
	lastKey, lastArray, lastIndex := "", "", -1
	var lint []error
	for _, line := range lines {
		line = strings.Trim(line, " ")
		prevKey, prevArray, prevIndex := lastKey, lastArray, lastIndex
		lastKey, lastArray, lastIndex = "", "", -1
		if !strings.HasPrefix(line, k8sValidationMark) {
			continue
		}
		line = strings.TrimPrefix(line, k8sValidationMark)
		var key, value string
		if m := k8sValueAssign.FindStringSubmatch(line); m != nil {
			key, value = m[1], m[2]
			if _, ok := out[key]; ok {
				return nil, fmt.Errorf("cannot have multiple values for key '%v'", key)
			}
		} else if m := k8sValueEmpty.FindStringSubmatch(line); m != nil {
			key = m[1]
		} else if m := k8sValueRaw.FindStringSubmatch(line); m != nil {
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

func k8sMarkers(lines []string) (map[string]any, error) {
	values, err := k8sMarkerValues(lines)
	if err != nil {
		return nil, err
	}
	out := map[string]any{}
	for key, value := range values {
		first := strings.FieldsFunc(key, func(r rune) bool { return r == ':' || r == '[' })
		switch {
		case key == "":
			return nil, fmt.Errorf("cannot have empty key for marker comment")
		case len(first) == 0 || !k8sValidationKeys[first[0]]:
			continue
		}
		if _, ok := ConstRef(value); ok {
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

// Check reports values the markers may not have together: negative
// lengths, a minimum above the maximum, a bad pattern, a CEL rule without
// a message.
func (v *K8sValidation) Check() error {
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

func (c CELRule) check() error {
	if c == (CELRule{}) {
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
// ParseK8sValidation reads the +k8s:validation markers of comment lines;
// empty for none. Errors are openapi-gen's, which fails on them: a line
// that is no marker of the grammar, a value that is not JSON, keys that
// do not nest. The values' own checks are Check's.
func ParseK8sValidation(lines []string) (*K8sValidation, error) {
	markers, err := k8sMarkers(lines)
	if err != nil {
		return nil, fmt.Errorf("failed to parse marker comments: %w", err)
	}
	nested := map[string]any{}
	var errs []error
	for _, k := range slices.Sorted(maps.Keys(markers)) {
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
	var v K8sValidation
	if err := json.Unmarshal(raw, &v); err != nil {
		return nil, fmt.Errorf("failed to unmarshal marker comments: %w", err)
	}
	return &v, nil
}

var refValue = regexp.MustCompile(`^ref\(([^"]+)\)$`)

// ConstRef is the name in a value ref(<name>), openapi-gen's reference to
// a constant (in +default; its validation markers skip such values).
func ConstRef(value string) (name string, ok bool) {
	m := refValue.FindStringSubmatch(value)
	if m == nil || m[1] == "" {
		return "", false
	}
	return m[1], true
}

// k8sValidationOf parses the markers of a declaration's comment lines
// when the reading asks for them.
func (b *builder) k8sValidationOf(doc []string) (*K8sValidation, error) {
	if !b.cfg.Reading.K8sValidation {
		return nil, nil
	}
	return ParseK8sValidation(doc)
}
