package crdschema

import (
	"encoding/json"
	"fmt"
	"go/constant"
	"go/token"
	"go/types"
	"math"
	"slices"
	"strings"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
)

// markerDef is one schema marker: when it applies (lower first, the
// order controller-gen sorts by; equal ones in the order written) and
// what it does to a schema. An error says what is wrong; the caller adds
// where.
type markerDef struct {
	priority int
	apply    func(s *props, args string) error
}

// schemaMarkers are the markers controller-gen v0.23.0 reads into a
// schema, by name; the kubebuilder:validation: ones also exist with the
// items: prefix, applying to a list's items (see init).
var schemaMarkers = map[string]markerDef{}

func init() {
	validation := map[string]markerDef{
		"Maximum":                {10, numberBound("maximum", func(s *props, v float64) { s.Maximum = &v })},
		"Minimum":                {10, numberBound("minimum", func(s *props, v float64) { s.Minimum = &v })},
		"MultipleOf":             {10, numberBound("multipleof", func(s *props, v float64) { s.MultipleOf = &v })},
		"ExclusiveMaximum":       {10, numericFlag("exclusivemaximum", func(s *props, v bool) { s.ExclusiveMaximum = v })},
		"ExclusiveMinimum":       {10, numericFlag("exclusiveminimum", func(s *props, v bool) { s.ExclusiveMinimum = v })},
		"MaxLength":              {10, textLength("maxlength", func(s *props, v int64) { s.MaxLength = &v })},
		"MinLength":              {10, textLength("minlength", func(s *props, v int64) { s.MinLength = &v })},
		"Pattern":                {10, applyPattern},
		"MaxItems":               {10, arrayCount("maxitem", func(s *props, v int64) { s.MaxItems = &v })},
		"MinItems":               {10, arrayCount("minitems", func(s *props, v int64) { s.MinItems = &v })},
		"UniqueItems":            {10, applyUniqueItems},
		"MaxProperties":          {10, objectCount("maxproperties", func(s *props, v int64) { s.MaxProperties = &v })},
		"MinProperties":          {10, objectCount("minproperties", func(s *props, v int64) { s.MinProperties = &v })},
		"Enum":                   {10, applyEnum},
		"Format":                 {10, stringSetter(func(s *props, v string) { s.Format = v })},
		"Type":                   {9, stringSetter(func(s *props, v string) { s.Type = v })},
		"XPreserveUnknownFields": {10, flag(setPreserve)},
		"XEmbeddedResource":      {10, flag(func(s *props) { s.XEmbeddedResource = true })},
		"XIntOrString":           {9, flag(func(s *props) { s.XIntOrString = true })},
		"XValidation":            {10, applyXValidation},
	}
	for name, d := range validation {
		schemaMarkers[validationPrefix+name] = d
		schemaMarkers[itemsPrefix+name] = d
	}
	none := markerDef{10, func(*props, string) error { return nil }}
	for name, d := range map[string]markerDef{
		// Read elsewhere (required, Schemaless): no schema of their own.
		validationPrefix + "Required": none, validationPrefix + "Optional": none,
		"required": none, "optional": none, "k8s:optional": none,
		markerSchemaless:      none,
		"k8s:required":        {10, applyK8sRequired},
		"nullable":            {10, flag(func(s *props) { s.Nullable = true })},
		"kubebuilder:default": {10, applyDefault},
		"default":             {9, applyKubeDefault},
		"kubebuilder:example": {10, applyExample},
		"kubebuilder:title":   {10, applyTitle},
		"kubebuilder:validation:EmbeddedResource":   {10, flag(func(s *props) { s.XEmbeddedResource = true })},
		"kubebuilder:pruning:PreserveUnknownFields": {10, flag(setPreserve)},
		"k8s:immutable": {10, func(s *props, _ string) error {
			s.XValidations = append(s.XValidations, apiextensionsv1.ValidationRule{Rule: "self == oldSelf", Message: "field is immutable"})
			return nil
		}},
		"k8s:maxItems":                    {10, arrayCount("maxitem", func(s *props, v int64) { s.MaxItems = &v })},
		"k8s:minimum":                     {10, numberBound("minimum", func(s *props, v float64) { s.Minimum = &v })},
		"k8s:maximum":                     {10, numberBound("maximum", func(s *props, v float64) { s.Maximum = &v })},
		"k8s:enum":                        {10, nil}, // applyMarkers calls k8sEnum
		"listType":                        {9, applyListType},
		"k8s:listType":                    {9, applyListType},
		"listMapKey":                      {10, applyListMapKey},
		"k8s:listMapKey":                  {10, applyListMapKey},
		"mapType":                         {10, applyMapType},
		"structType":                      {10, applyStructType},
		validationPrefix + "ExactlyOneOf": {12, oneOf("%s == 1", "exactly one of the fields in %v must be set", sumExpr)},
		validationPrefix + "AtMostOneOf":  {11, oneOf("%s <= 1", "at most one of the fields in %v may be set", sumExpr)},
		validationPrefix + "AtLeastOneOf": {13, oneOf("%s", "at least one of the fields in %v must be set", orExpr)},
	} {
		schemaMarkers[name] = d
	}
}

// applyMarkers applies ms to s by priority, then the items: markers to
// s's items. Each failure is an error at its marker.
func (r *renderer) applyMarkers(s *props, ms markerSet, at token.Pos) {
	var direct, items markerSet
	for _, m := range ms {
		if strings.HasPrefix(m.name, itemsPrefix) {
			items = append(items, m)
		} else {
			direct = append(direct, m)
		}
	}
	byPriority := func(a, b marker) int { return schemaMarkers[a.name].priority - schemaMarkers[b.name].priority }
	slices.SortStableFunc(direct, byPriority)
	slices.SortStableFunc(items, byPriority)
	for _, m := range direct {
		if m.name == "k8s:enum" {
			r.k8sEnum(s, m)
			continue
		}
		if err := schemaMarkers[m.name].apply(s, m.args); err != nil {
			r.diags.Add(m.pos, "+"+m.name, "%v", err)
		}
	}
	for _, m := range items {
		if s.Type != "array" || s.Items == nil || s.Items.Schema == nil {
			r.diags.Add(m.pos, "+"+m.name, "must apply %s to an array value, found %s; put it on a list field or remove the items: prefix", m.name, s.Type)
			continue
		}
		if err := schemaMarkers[m.name].apply(s.Items.Schema, m.args); err != nil {
			r.diags.Add(m.pos, "+"+m.name, "%v", err)
		}
	}
}

func numeric(s *props) bool { return s.Type == "integer" || s.Type == "number" }

func textual(s *props) bool { return s.Type == "string" || s.XIntOrString }

func numberBound(what string, set func(*props, float64)) func(*props, string) error {
	return func(s *props, args string) error {
		v, err := argFloat(args)
		if err != nil {
			return fmt.Errorf("invalid %s value %q: write a number", what, args)
		}
		if !numeric(s) {
			return fmt.Errorf("must apply %s to a numeric value, found %s", what, s.Type)
		}
		if s.Type == "integer" && (v != math.Trunc(v) || math.IsInf(v, 0) || math.IsNaN(v)) {
			return fmt.Errorf("cannot apply non-integral %s validation (%v) to integer value; write a whole number", what, v)
		}
		set(s, v)
		return nil
	}
}

func numericFlag(what string, set func(*props, bool)) func(*props, string) error {
	return func(s *props, args string) error {
		v, err := argBool(args)
		if err != nil {
			return fmt.Errorf("invalid %s value %q: write true or false", what, args)
		}
		if !numeric(s) {
			return fmt.Errorf("must apply %s to a numeric value, found %s", what, s.Type)
		}
		set(s, v)
		return nil
	}
}

func textLength(what string, set func(*props, int64)) func(*props, string) error {
	return func(s *props, args string) error {
		v, err := argInt(args)
		if err != nil {
			return fmt.Errorf("invalid %s value %q: write a whole number", what, args)
		}
		if !textual(s) {
			return fmt.Errorf("must apply %s to a textual value, found type %q", what, s.Type)
		}
		set(s, v)
		return nil
	}
}

func arrayCount(what string, set func(*props, int64)) func(*props, string) error {
	return func(s *props, args string) error {
		v, err := argInt(args)
		if err != nil {
			return fmt.Errorf("invalid %s value %q: write a whole number", what, args)
		}
		if s.Type != "array" {
			return fmt.Errorf("must apply %s to an array", what)
		}
		set(s, v)
		return nil
	}
}

func objectCount(what string, set func(*props, int64)) func(*props, string) error {
	return func(s *props, args string) error {
		v, err := argInt(args)
		if err != nil {
			return fmt.Errorf("invalid %s value %q: write a whole number", what, args)
		}
		if s.Type != "object" {
			return fmt.Errorf("must apply %s to an object", what)
		}
		set(s, v)
		return nil
	}
}

func applyPattern(s *props, args string) error {
	v, err := argString(args)
	if err != nil {
		return fmt.Errorf("invalid pattern %s: %v; quote it with backquotes", args, err)
	}
	if !textual(s) {
		return fmt.Errorf("must apply pattern to a textual value, found type %q", s.Type)
	}
	s.Pattern = v
	return nil
}

func applyUniqueItems(s *props, args string) error {
	v, err := argBool(args)
	if err != nil {
		return fmt.Errorf("invalid uniqueitems value %q: write true or false", args)
	}
	if s.Type != "array" {
		return fmt.Errorf("must apply uniqueitems to an array")
	}
	s.UniqueItems = v
	return nil
}

func applyEnum(s *props, args string) error {
	vals, err := argList(args)
	if err != nil {
		return fmt.Errorf("invalid enum %s: %v; write values separated by ;", args, err)
	}
	s.Enum = nil
	for _, v := range vals {
		raw, err := json.Marshal(v)
		if err != nil {
			return err
		}
		s.Enum = append(s.Enum, apiextensionsv1.JSON{Raw: raw})
	}
	if s.Enum == nil {
		s.Enum = []apiextensionsv1.JSON{}
	}
	return nil
}

func stringSetter(set func(*props, string)) func(*props, string) error {
	return func(s *props, args string) error {
		v, err := argString(args)
		if err != nil {
			return err
		}
		set(s, v)
		return nil
	}
}

func flag(set func(*props)) func(*props, string) error {
	return func(s *props, _ string) error {
		set(s)
		return nil
	}
}

func setPreserve(s *props) {
	t := true
	s.XPreserveUnknownFields = &t
}

// xValidationArgs are the named arguments of XValidation.
var xValidationArgs = []string{"rule", "message", "messageExpression", "reason", "fieldPath", "optionalOldSelf"}

func applyXValidation(s *props, args string) error {
	named, err := namedArgs(args)
	if err != nil {
		return fmt.Errorf("%v; write rule=\"<CEL>\",message=\"<text>\"", err)
	}
	for k := range named {
		if !slices.Contains(xValidationArgs, k) {
			return fmt.Errorf("unknown argument %q; XValidation takes %s", k, strings.Join(xValidationArgs, ", "))
		}
	}
	rule, ok := named["rule"]
	if !ok {
		return fmt.Errorf("missing argument rule; write rule=\"<CEL expression>\"")
	}
	v := apiextensionsv1.ValidationRule{Rule: rule, Message: named["message"], MessageExpression: named["messageExpression"], FieldPath: named["fieldPath"]}
	if reason, ok := named["reason"]; ok && reason != "" {
		switch apiextensionsv1.FieldValueErrorReason(reason) {
		case apiextensionsv1.FieldValueRequired, apiextensionsv1.FieldValueInvalid, apiextensionsv1.FieldValueForbidden, apiextensionsv1.FieldValueDuplicate:
			r := apiextensionsv1.FieldValueErrorReason(reason)
			v.Reason = &r
		default:
			return fmt.Errorf("invalid reason %s, valid values are %s, %s, %s and %s", reason, apiextensionsv1.FieldValueRequired, apiextensionsv1.FieldValueInvalid, apiextensionsv1.FieldValueForbidden, apiextensionsv1.FieldValueDuplicate)
		}
	}
	if o, ok := named["optionalOldSelf"]; ok {
		b, err := argBool(o)
		if err != nil {
			return fmt.Errorf("optionalOldSelf=%s: write true or false", o)
		}
		v.OptionalOldSelf = &b
	}
	s.XValidations = append(s.XValidations, v)
	return nil
}

func applyK8sRequired(s *props, _ string) error {
	one := int64(1)
	switch s.Type {
	case "string":
		if s.MinLength == nil {
			s.MinLength = &one
		}
	case "array":
		if s.MinItems == nil {
			s.MinItems = &one
		}
	case "object":
		if s.MinProperties == nil {
			s.MinProperties = &one
		}
	}
	return nil
}

func applyDefault(s *props, args string) error {
	v, err := argAny(args)
	if err != nil {
		return fmt.Errorf("invalid default %s: %v", args, err)
	}
	raw, err := json.Marshal(v)
	if err != nil {
		return err
	}
	if s.Type == "array" && string(raw) == "{}" {
		raw = []byte("[]")
	}
	s.Default = &apiextensionsv1.JSON{Raw: raw}
	return nil
}

// applyKubeDefault is +default: a JSON value; ref(...) is openapi-gen's
// and changes nothing here.
func applyKubeDefault(s *props, args string) error {
	if strings.HasPrefix(strings.TrimSpace(args), "ref(") {
		return nil
	}
	var v any
	if err := json.Unmarshal([]byte(args), &v); err != nil {
		return fmt.Errorf("+default=%s is not JSON: %v; quote strings (+default=\"value\")", args, err)
	}
	if v == nil {
		return nil
	}
	raw, err := json.Marshal(v)
	if err != nil {
		return err
	}
	s.Default = &apiextensionsv1.JSON{Raw: raw}
	return nil
}

func applyExample(s *props, args string) error {
	v, err := argAny(args)
	if err != nil {
		return fmt.Errorf("invalid example %s: %v", args, err)
	}
	raw, err := json.Marshal(v)
	if err != nil {
		return err
	}
	s.Example = &apiextensionsv1.JSON{Raw: raw}
	return nil
}

func applyTitle(s *props, args string) error {
	v, err := argAny(args)
	if err != nil {
		return err
	}
	t, ok := v.(string)
	if !ok {
		return fmt.Errorf("expected string, got %T", v)
	}
	s.Title = t
	return nil
}

func applyListType(s *props, args string) error {
	v, _ := argString(args)
	if s.Type != "array" {
		return fmt.Errorf("must apply listType to an array, found %s", s.Type)
	}
	if v != "map" && v != "set" && v != "atomic" {
		return fmt.Errorf(`ListType must be either "map", "set" or "atomic"`)
	}
	s.XListType = &v
	return nil
}

func applyListMapKey(s *props, args string) error {
	v, _ := argString(args)
	if s.Type != "array" {
		return fmt.Errorf("must apply listMapKey to an array, found %s", s.Type)
	}
	if s.XListType == nil || *s.XListType != "map" {
		return fmt.Errorf("must apply listMapKey to an associative-list; add +listType=map")
	}
	if !slices.Contains(s.XListMapKeys, v) {
		s.XListMapKeys = append(s.XListMapKeys, v)
	}
	return nil
}

func applyMapType(s *props, args string) error {
	v, _ := argString(args)
	if s.Type != "object" {
		return fmt.Errorf("must apply mapType to an object")
	}
	if v != "atomic" && v != "granular" {
		return fmt.Errorf(`MapType must be either "granular" or "atomic"`)
	}
	s.XMapType = &v
	return nil
}

func applyStructType(s *props, args string) error {
	v, _ := argString(args)
	if s.Type != "object" && s.Type != "" {
		return fmt.Errorf("must apply structType to an object; either explicitly set or defaulted through an empty schema type")
	}
	if v != "atomic" && v != "granular" {
		return fmt.Errorf(`StructType must be either "granular" or "atomic"`)
	}
	s.XMapType = &v
	return nil
}

// oneOf is ExactlyOneOf, AtMostOneOf and AtLeastOneOf: a rule over the
// listed fields' presence.
func oneOf(ruleFmt, msgFmt string, expr func([]string) string) func(*props, string) error {
	return func(s *props, args string) error {
		fields, err := oneOfFields(args)
		if err != nil || len(fields) == 0 {
			return err
		}
		s.XValidations = append(s.XValidations, apiextensionsv1.ValidationRule{
			Rule:    fmt.Sprintf(ruleFmt, expr(fields)),
			Message: fmt.Sprintf(msgFmt, fields),
		})
		return nil
	}
}

func oneOfFields(args string) ([]string, error) {
	vals, err := argList(args)
	if err != nil {
		return nil, fmt.Errorf("invalid field list %s: %v; write field names separated by ;", args, err)
	}
	var out []string
	for _, v := range vals {
		f := fmt.Sprint(v)
		if strings.Contains(f, ".") {
			return nil, fmt.Errorf("cannot reference nested fields: %s; name fields of this struct", f)
		}
		out = append(out, f)
	}
	return out, nil
}

func sumExpr(fields []string) string {
	parts := make([]string, len(fields))
	for i, f := range fields {
		parts[i] = "(has(self." + f + ")?1:0)"
	}
	return strings.Join(parts, "+")
}

func orExpr(fields []string) string {
	parts := make([]string, len(fields))
	for i, f := range fields {
		parts[i] = "has(self." + f + ")"
	}
	return strings.Join(parts, "||")
}

// k8sEnum is +k8s:enum on a string type: its enum is the string
// constants of that type its package declares, sorted.
func (r *renderer) k8sEnum(s *props, m marker) {
	tn := r.enumType
	if tn == nil {
		r.diags.Add(m.pos, "+k8s:enum", "k8s:enum must be set on a type, not a field; move it to the declaration of the field's type")
		return
	}
	if b, ok := tn.Type().Underlying().(*types.Basic); !ok || b.Info()&types.IsString == 0 {
		r.diags.Add(m.pos, "+k8s:enum", "enum type must be a string, not %s; remove +k8s:enum or declare the type as a string", tn.Type().Underlying())
		return
	}
	var vals []apiextensionsv1.JSON
	scope := tn.Pkg().Scope()
	for _, name := range scope.Names() {
		c, ok := scope.Lookup(name).(*types.Const)
		if !ok || c.Type() != tn.Type() || c.Val().Kind() != constant.String {
			continue
		}
		raw, _ := json.Marshal(constant.StringVal(c.Val()))
		vals = append(vals, apiextensionsv1.JSON{Raw: raw})
	}
	if len(vals) == 0 {
		r.diags.Add(m.pos, "+k8s:enum", "no enum values found for type %s; declare its values as constants (const X %s = \"x\")", tn.Name(), tn.Name())
		return
	}
	slices.SortFunc(vals, func(a, b apiextensionsv1.JSON) int { return strings.Compare(string(a.Raw), string(b.Raw)) })
	s.Type, s.Enum = "string", vals
}
