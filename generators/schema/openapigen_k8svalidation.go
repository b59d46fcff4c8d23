package schema

import (
	"errors"
	"fmt"
	"go/types"
	"sort"

	"github.com/kubegen/kubegen/generators/gotype"
)

// openapi-gen's check of +k8s:validation markers against the type they
// are on (Reading.K8sValidationTypes), by its parser's view of the type:
// pointers and named basics, maps and slices looked through, the type
// and format it writes by name ([]byte and time.Time are strings, so
// []byte is both a string and an array), and types that give their own
// schema through methods (OpenAPIMethods) exempt.

// typeFormatsByName are the types openapi-gen writes inline by a name
// other than a Go basic type's (the parser's spelling).
var typeFormatsByName = map[string][2]string{
	"time.Time": {"string", "date-time"}, "integer": {"integer", ""}, "number": {"number", ""},
	"boolean": {"boolean", ""}, "[]byte": {"string", "byte"}, "interface{}": {"object", ""},
}

// OpenAPIGenTypeFormat is the OpenAPI type and format openapi-gen writes
// for the type its parser spells name; "" when it writes no schema of its
// own for it.
func OpenAPIGenTypeFormat(name string) (typ, format string) {
	if f, known := typeFormatsByName[name]; known {
		return f[0], f[1]
	}
	tn, _ := types.Universe.Lookup(name).(*types.TypeName)
	if tn == nil {
		return "", ""
	}
	basic, isBasic := tn.Type().(*types.Basic)
	if !isBasic {
		return "", ""
	}
	scalar, isScalar := ScalarOf(basic)
	format, ok := OpenAPIGenFormats(basic)
	if !isScalar || !ok {
		return "", ""
	}
	return string(scalar), format
}

// k8sValidationTypeErr is openapi-gen's check of v against t.
func (b *builder) k8sValidationTypeErr(v *K8sValidation, t types.Type) error {
	if v == nil || !b.cfg.Reading.K8sValidationTypes {
		return nil
	}
	return checkK8sValidationType(v, t, b.cfg.Reading.Methods)
}

func checkK8sValidationType(v *K8sValidation, t types.Type, keep func(*types.Named, *types.Func) bool) error {
	r := gengoResolve(t)
	kind := gengoKindOf(r)
	if kind == "Interface" || kind == "Struct" {
		if n, ok := derefAll(t).(*types.Named); ok && OpenAPIMethodsOf(n, keep).Any() {
			return nil
		}
	}
	ts, _ := OpenAPIGenTypeFormat(gengoName(r))
	isArray, isMap, isStruct := kind == "Slice" || kind == "Array", kind == "Map", kind == "Struct"
	isString, isNum := ts == "string", ts == "integer" || ts == "number"
	var err error
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
	if v.Properties == nil {
		return err
	}
	if !isStruct && !isMap {
		return errors.Join(err, fmt.Errorf("properties can only be used on struct types"))
	}
	if !isStruct || err != nil {
		return err
	}
	keys := make([]string, 0, len(v.Properties))
	for k := range v.Properties {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, key := range keys {
		if ft, ok := fieldWithJSONName(r, key); !ok {
			err = errors.Join(err, fmt.Errorf("property used in comment tag %q not found in struct %s", key, gengoName(r)))
		} else if e := checkK8sValidationType(v.Properties[key], ft, keep); e != nil {
			err = errors.Join(err, fmt.Errorf("failed to validate property %q: %w", key, e))
		}
	}
	return err
}

// derefAll is t through every pointer, aliases resolved.
func derefAll(t types.Type) types.Type {
	for {
		t = types.Unalias(t)
		p, ok := t.(*types.Pointer)
		if !ok {
			return t
		}
		t = p.Elem()
	}
}

// fieldWithJSONName is the type of the field of struct type t that
// openapi-gen finds by a json name: one tagged so, in declaration order,
// looking into embedded structs (not through pointers) on the way.
func fieldWithJSONName(t types.Type, key string) (types.Type, bool) {
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return nil, false
	}
	for i := range st.NumFields() {
		f := st.Field(i)
		if j := gotype.ParseJSONTag(st.Tag(i)); j.Value != "" && j.Name == key {
			return f.Type(), true
		} else if f.Embedded() {
			if ft, ok := fieldWithJSONName(types.Unalias(f.Type()), key); ok {
				return ft, true
			}
		}
	}
	return nil, false
}
