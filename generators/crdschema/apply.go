package crdschema

import (
	"encoding/json"
	"fmt"
	"go/constant"
	"go/token"
	"go/types"
	"maps"
	"math"
	"net/url"
	"slices"
	"strings"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
)

// markerDef is what one schema marker does: when it applies (lower
// first, the order controller-gen sorts by; equal ones in the order
// written) and its effect on a schema, given its parsed value. An error
// says what is wrong; the caller adds where.
type markerDef struct {
	priority int
	apply    func(s *props, v any) error
}

// schemaMarkers are the effects of the markers of registry.go, by name;
// the kubebuilder:validation: ones also exist with the items: prefix,
// applying to a list's items.
var schemaMarkers = func() map[string]markerDef {
	out := map[string]markerDef{}
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
		"Format":                 {10, func(s *props, v any) error { s.Format = v.(string); return nil }},
		"Type":                   {9, func(s *props, v any) error { s.Type = v.(string); return nil }},
		"XPreserveUnknownFields": {10, flag(setPreserve)},
		"XEmbeddedResource":      {10, flag(func(s *props) { s.XEmbeddedResource = true })},
		"XIntOrString":           {9, flag(func(s *props) { s.XIntOrString = true })},
		"XValidation":            {10, applyXValidation},
	}
	for name, d := range validation {
		out[validationPrefix+name] = d
		out[itemsPrefix+name] = d
	}
	none := markerDef{10, func(*props, any) error { return nil }}
	for name, d := range map[string]markerDef{
		// Read elsewhere (required, Schemaless): no schema of their own.
		validationPrefix + "Required": none, validationPrefix + "Optional": none,
		"required": none, "optional": none, "k8s:optional": none,
		markerSchemaless:                      none,
		"k8s:required":                        {10, applyK8sRequired},
		"nullable":                            {10, flag(func(s *props) { s.Nullable = true })},
		"kubebuilder:default":                 {10, applyDefault},
		"default":                             {9, applyKubeDefault},
		"kubebuilder:example":                 {10, applyExample},
		"kubebuilder:title":                   {10, applyTitle},
		validationPrefix + "EmbeddedResource": {10, flag(func(s *props) { s.XEmbeddedResource = true })},
		"kubebuilder:pruning:PreserveUnknownFields": {10, flag(setPreserve)},
		"k8s:immutable": {10, func(s *props, _ any) error {
			s.XValidations = append(s.XValidations, apiextensionsv1.ValidationRule{Rule: "self == oldSelf", Message: "field is immutable"})
			return nil
		}},
		"k8s:maxItems":                    {10, func(s *props, v any) error { return arrayCount("maxitem", setMaxItems)(s, int(v.(k8sInt))) }},
		"k8s:minimum":                     {10, func(s *props, v any) error { return numberBound("minimum", setMinimum)(s, float64(v.(k8sFloat))) }},
		"k8s:maximum":                     {10, func(s *props, v any) error { return numberBound("maximum", setMaximum)(s, float64(v.(k8sFloat))) }},
		"k8s:enum":                        {10, nil}, // applyMarkers calls k8sEnum
		"kubebuilder:externalDocs":        {10, applyExternalDocs},
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
		out[name] = d
	}
	maps.Copy(out, k8sOnlyTags)
	return out
}()

func setMaxItems(s *props, v int64)  { s.MaxItems = &v }
func setMinimum(s *props, v float64) { s.Minimum = &v }
func setMaximum(s *props, v float64) { s.Maximum = &v }

// applyMarkers applies ms to s by priority. Its items: markers were
// applied to s's items already, where exprSchema built them (before the
// items' type was merged in, as controller-gen applies them beside the
// reference); here they are errors if s is no list. A marker that does
// not apply is an error at the declaration it describes (at), where
// controller-gen reports it; one that does not parse was reported at its
// own line when read.
func (r *renderer) applyMarkers(s *props, ms markerSet, at token.Pos) {
	direct, items := splitItems(ms)
	slices.SortStableFunc(direct, byPriority)
	for _, m := range direct {
		if m.name == "k8s:enum" {
			r.k8sEnum(s, m)
			continue
		}
		if err := schemaMarkers[m.name].apply(s, m.value); err != nil {
			r.diags.Add(r.pos(at), "+"+m.name, "%v", err)
		}
		r.noteRule(m)
	}
	if len(items) > 0 && (s.Type != "array" || s.Items == nil || s.Items.Schema == nil) {
		slices.SortStableFunc(items, byPriority)
		for _, m := range items {
			r.diags.Add(r.pos(at), "+"+m.name, "must apply %s to an array value, found %s; put it on a list field or remove the items: prefix", m.name, s.Type)
		}
	}
}

// applyItemMarkers applies the items: markers of ms to s, a list's items
// as written (a named type's reference, before its schema is merged in).
func (r *renderer) applyItemMarkers(s *props, ms markerSet, at token.Pos) {
	_, items := splitItems(ms)
	slices.SortStableFunc(items, byPriority)
	for _, m := range items {
		if err := schemaMarkers[m.name].apply(s, m.value); err != nil {
			r.diags.Add(r.pos(at), "+"+m.name, "%v", err)
		}
		r.noteRule(m)
	}
}

// splitItems separates the items: markers of ms from the others.
func splitItems(ms markerSet) (direct, items markerSet) {
	for _, m := range ms {
		if strings.HasPrefix(m.name, itemsPrefix) {
			items = append(items, m)
		} else {
			direct = append(direct, m)
		}
	}
	return direct, items
}

// byPriority orders markers as controller-gen applies them.
func byPriority(a, b marker) int {
	return schemaMarkers[a.name].priority - schemaMarkers[b.name].priority
}

func numeric(s *props) bool { return s.Type == "integer" || s.Type == "number" }

func textual(s *props) bool { return s.Type == "string" || s.XIntOrString }

// asFloat and asInt take a parsed number (float64, int, or the k8s: types
// converted by their callers).
func asFloat(v any) float64 {
	switch v := v.(type) {
	case float64:
		return v
	case int:
		return float64(v)
	}
	return 0
}

func asInt(v any) int64 {
	if i, ok := v.(int); ok {
		return int64(i)
	}
	return 0
}

func numberBound(what string, set func(*props, float64)) func(*props, any) error {
	return func(s *props, value any) error {
		v := asFloat(value)
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

func numericFlag(what string, set func(*props, bool)) func(*props, any) error {
	return func(s *props, v any) error {
		if !numeric(s) {
			return fmt.Errorf("must apply %s to a numeric value, found %s", what, s.Type)
		}
		set(s, v.(bool))
		return nil
	}
}

func textLength(what string, set func(*props, int64)) func(*props, any) error {
	return func(s *props, v any) error {
		if !textual(s) {
			return fmt.Errorf("must apply %s to a textual value, found type %q", what, s.Type)
		}
		set(s, asInt(v))
		return nil
	}
}

func arrayCount(what string, set func(*props, int64)) func(*props, any) error {
	return count(what, "array", set)
}

func objectCount(what string, set func(*props, int64)) func(*props, any) error {
	return count(what, "object", set)
}

// count is a bound on the number of items or properties of a schema of
// type typ.
func count(what, typ string, set func(*props, int64)) func(*props, any) error {
	return func(s *props, v any) error {
		if s.Type != typ {
			return fmt.Errorf("must apply %s to an %s", what, typ)
		}
		set(s, asInt(v))
		return nil
	}
}

func applyPattern(s *props, v any) error {
	if !textual(s) {
		return fmt.Errorf("must apply pattern to a textual value, found type %q", s.Type)
	}
	s.Pattern = v.(string)
	return nil
}

func applyUniqueItems(s *props, v any) error {
	if s.Type != "array" {
		return fmt.Errorf("must apply uniqueitems to an array")
	}
	s.UniqueItems = v.(bool)
	return nil
}

func applyEnum(s *props, v any) error {
	vals := v.([]any)
	s.Enum = make([]apiextensionsv1.JSON, len(vals))
	for i, val := range vals {
		raw, err := json.Marshal(val)
		if err != nil {
			return err
		}
		s.Enum[i] = apiextensionsv1.JSON{Raw: raw}
	}
	return nil
}

func flag(set func(*props)) func(*props, any) error {
	return func(s *props, _ any) error {
		set(s)
		return nil
	}
}

func setPreserve(s *props) {
	t := true
	s.XPreserveUnknownFields = &t
}

func applyXValidation(s *props, value any) error {
	x := value.(xValidation)
	v := apiextensionsv1.ValidationRule{Rule: x.Rule, Message: x.Message, MessageExpression: x.MessageExpression, FieldPath: x.FieldPath, OptionalOldSelf: x.OptionalOldSelf}
	if x.Reason != "" {
		switch reason := apiextensionsv1.FieldValueErrorReason(x.Reason); reason {
		case apiextensionsv1.FieldValueRequired, apiextensionsv1.FieldValueInvalid, apiextensionsv1.FieldValueForbidden, apiextensionsv1.FieldValueDuplicate:
			v.Reason = &reason
		default:
			return fmt.Errorf("invalid reason %s, valid values are %s, %s, %s and %s", x.Reason, apiextensionsv1.FieldValueRequired, apiextensionsv1.FieldValueInvalid, apiextensionsv1.FieldValueForbidden, apiextensionsv1.FieldValueDuplicate)
		}
	}
	s.XValidations = append(s.XValidations, v)
	return nil
}

func applyK8sRequired(s *props, _ any) error {
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

func applyDefault(s *props, v any) error {
	raw, err := json.Marshal(v.(anyValue).Value)
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
func applyKubeDefault(s *props, v any) error {
	d := v.(kubeDefault)
	if d.Ref || d.Value == nil {
		return nil
	}
	raw, err := json.Marshal(d.Value)
	if err != nil {
		return err
	}
	s.Default = &apiextensionsv1.JSON{Raw: raw}
	return nil
}

func applyExample(s *props, v any) error {
	raw, err := json.Marshal(v.(anyValue).Value)
	if err != nil {
		return err
	}
	s.Example = &apiextensionsv1.JSON{Raw: raw}
	return nil
}

func applyTitle(s *props, v any) error {
	val := v.(anyValue).Value
	if val == nil {
		return nil
	}
	t, ok := val.(string)
	if !ok {
		return fmt.Errorf("expected string, got %T", val)
	}
	s.Title = t
	return nil
}

func applyExternalDocs(s *props, v any) error {
	d := v.(externalDocs)
	if _, err := url.ParseRequestURI(d.URL); err != nil {
		return fmt.Errorf("invalid url %q in kubebuilder:externalDocs: %v; write an absolute URL", d.URL, err)
	}
	s.ExternalDocs = &apiextensionsv1.ExternalDocumentation{URL: d.URL, Description: d.Description}
	return nil
}

func applyListType(s *props, value any) error {
	v := value.(string)
	if s.Type != "array" {
		return fmt.Errorf("must apply listType to an array, found %s", s.Type)
	}
	if v != "map" && v != "set" && v != "atomic" {
		return fmt.Errorf(`ListType must be either "map", "set" or "atomic"`)
	}
	s.XListType = &v
	return nil
}

func applyListMapKey(s *props, value any) error {
	v := value.(string)
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

func applyMapType(s *props, value any) error {
	v := value.(string)
	if s.Type != "object" {
		return fmt.Errorf("must apply mapType to an object")
	}
	if v != "atomic" && v != "granular" {
		return fmt.Errorf(`MapType must be either "granular" or "atomic"`)
	}
	s.XMapType = &v
	return nil
}

func applyStructType(s *props, value any) error {
	v := value.(string)
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
func oneOf(ruleFmt, msgFmt string, expr func([]string) string) func(*props, any) error {
	return func(s *props, v any) error {
		fields := v.([]string)
		if len(fields) == 0 {
			return nil
		}
		for _, f := range fields {
			if strings.Contains(f, ".") {
				return fmt.Errorf("cannot reference nested fields: %s; name fields of this struct", f)
			}
		}
		s.XValidations = append(s.XValidations, apiextensionsv1.ValidationRule{
			Rule:    fmt.Sprintf(ruleFmt, expr(fields)),
			Message: fmt.Sprintf(msgFmt, fields),
		})
		return nil
	}
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

// noteRule records where an XValidation rule was written, for the CEL
// check's errors.
func (r *renderer) noteRule(m marker) {
	if x, ok := m.value.(xValidation); ok {
		if _, seen := r.rulePos[x.Rule]; !seen {
			r.rulePos[x.Rule] = m.pos
		}
	}
}
