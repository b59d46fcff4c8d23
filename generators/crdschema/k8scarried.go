package crdschema

import (
	"errors"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strconv"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"

	"github.com/kubegen/kubegen/generators/schema"
	"github.com/kubegen/kubegen/generators/tags"
)

// +k8s:eachVal, +k8s:eachKey and +k8s:subfield(name) carry another tag as
// their value, which validation-gen applies to each value of a list or
// map, each key of a map, or one field of a struct. The schema applies
// the carried tag to the schema of that part (docs/crdschema.md): the
// list's items or the map's additionalProperties, the struct's property
// (with the field tags' meaning there: required, forbidden, update), or,
// since a CRD schema has no schema for a map's keys, a rule on the map
// over its keys. A carried tag the schema has no equivalent for is a
// warning saying what only the Go validation checks.

// isCarrier says the tag carries another tag for a part of its field.
func isCarrier(name string) bool {
	return name == "k8s:eachVal" || name == "k8s:eachKey" || name == "k8s:subfield"
}

// carriedRule applies the carrier tag w (unwrapped from its levels) of
// the property f of s to a copy of that property, as the registry applies
// a field's own tags.
func carriedRule(s *props, f string, w tags.Written) error {
	p := ownedCopy(s.Properties[f])
	err := applyCarrier(&p, w)
	s.Properties[f] = p
	return err
}

// reportK8s reports err of the tag at l: a warning for what the schema
// leaves out, else an error naming the tag.
func (r *renderer) reportK8s(l schema.Line, subject string, err error) {
	if errors.As(err, new(schemaWarning)) {
		r.diags.Warn(l.Pos, subject, "%v", err)
		return
	}
	r.diags.Add(l.Pos, subject, "%s: %v", l.Text, err)
}

// applyCarrier applies the tag carried by w to the part of p it names.
func applyCarrier(p *props, w tags.Written) error {
	in, err := carried(w)
	if err != nil {
		return err
	}
	if p.Type == "" {
		// A type with its own JSON encoding, or a schemaless field: the
		// schema does not know its parts.
		return schemaWarning{fmt.Sprintf("the CRD schema does not check +%s: it has no type for the value; the Go validation does", w.Name)}
	}
	switch w.Name {
	case "k8s:eachVal":
		elem, set := elemOf(p)
		if elem == nil {
			return fmt.Errorf("must apply eachVal to a list or map, found type %q", p.Type)
		}
		if in.Name == "k8s:update" {
			err = eachValUpdate(p, elem, in.Value)
		} else {
			err = applyValueTag(elem, in, "each value")
		}
		set(elem)
		return err
	case "k8s:eachKey":
		if p.Type != "object" || p.AdditionalProperties == nil {
			return fmt.Errorf("must apply eachKey to a map, found type %q", p.Type)
		}
		return keyRule(p, in)
	}
	if len(w.Args) != 1 || w.Args[0].Type != tags.ArgString {
		return fmt.Errorf("subfield takes one argument, the JSON name of a field of the struct: +k8s:subfield(name)=<tag>")
	}
	name := w.Args[0].Value
	if p.Type == "object" && len(p.Properties) == 0 && p.AdditionalProperties == nil {
		// A struct the schema writes without its fields (metadata, or a
		// type with its own JSON encoding).
		return schemaWarning{fmt.Sprintf("the CRD schema does not check +k8s:subfield(%s): it has no properties for the struct; the Go validation does", name)}
	}
	if _, ok := p.Properties[name]; !ok || p.Type != "object" {
		return fmt.Errorf("subfield(%s) names no field of the struct; write the JSON name of one of its fields", name)
	}
	return subfieldRule(p, name, in)
}

// carried is the tag w carries, read through its +k8s:alpha/+k8s:beta
// wrapping (a CRD has no stability levels: the tag itself is written).
func carried(w tags.Written) (tags.Written, error) {
	in, ok := tags.ReadTag(w.Value)
	if !ok {
		return in, fmt.Errorf("+%s needs a tag as its value (+%s=+k8s:maxLength=16)", w.Name, w.Name)
	}
	for in.Err == nil && (in.Name == "k8s:alpha" || in.Name == "k8s:beta") {
		next, ok := tags.ReadTag(in.Value)
		if !ok {
			return in, fmt.Errorf("+%s needs a tag as its value", in.Name)
		}
		in = next
	}
	if in.Err != nil {
		return in, schemaWarning{fmt.Sprintf("the carried tag of +%s is ignored: %v (validation-gen fails on it)", w.Name, in.Err)}
	}
	return in, nil
}

// bounds are the +k8s: tags that are an OpenAPI bound of the value.
var bounds = []string{"k8s:minLength", "k8s:maxLength", "k8s:minItems", "k8s:maxItems",
	"k8s:minProperties", "k8s:maxProperties", "k8s:minimum", "k8s:maximum"}

func isBound(name string) bool { return slices.Contains(bounds, name) }

// boundRule applies the bound w, read through its +k8s:alpha/+k8s:beta
// wrapping, to the property f of s, as the registry applies it unwrapped.
func boundRule(s *props, f string, w tags.Written) error {
	p := ownedCopy(s.Properties[f])
	err := applyValueTag(&p, w, "")
	s.Properties[f] = p
	return err
}

// applyValueTag applies a tag about a value to its schema p: a bound,
// a format, a value rule, or another carrier. part says what p is, for
// the warning of a tag with no equivalent there.
func applyValueTag(p *props, w tags.Written, part string) error {
	switch w.Name {
	case "k8s:eachVal", "k8s:eachKey", "k8s:subfield":
		return applyCarrier(p, w)
	case "k8s:minimum", "k8s:maximum":
		var n k8sFloat
		if err := n.UnmarshalMarker("", "", w.Value); err != nil {
			return err
		}
		return schemaMarkers[w.Name].apply(p, n)
	case "k8s:minLength", "k8s:maxLength", "k8s:minItems", "k8s:maxItems", "k8s:minProperties", "k8s:maxProperties":
		var n k8sInt
		if err := n.UnmarshalMarker("", "", w.Value); err != nil {
			return err
		}
		return schemaMarkers[w.Name].apply(p, n)
	case "k8s:listType", "k8s:listMapKey":
		// A map's values that are lists: the API server checks a set's
		// uniqueness and a list-map's keys as validate does.
		return schemaMarkers[w.Name].apply(p, w.Value)
	case "k8s:format":
		return k8sFormatRule(p, w.Value, true)
	case "k8s:maxBytes", "k8s:neq":
		return k8sRuleTags[w.Name].apply(p, k8sArgs{w.Value})
	}
	return schemaWarning{fmt.Sprintf("the CRD schema does not check +%s on %s (it has no equivalent there); the Go validation does", w.Name, part)}
}

// eachValUpdate is +k8s:eachVal=+k8s:update=c on the list or map p
// whose items' schema is elem. validation-gen takes NoModify only, on the
// values of a map or the items of a list-map (matched to their old
// selves by key), which are the schemas whose transition rules the API
// server runs with the old value of the same key.
func eachValUpdate(p, elem *props, c string) error {
	if c != "NoModify" {
		return fmt.Errorf("+k8s:update=%s does not apply to each value; put it on the field", c)
	}
	if elem.Type == "array" || elem.Type == "object" && elem.AdditionalProperties != nil {
		return fmt.Errorf("+k8s:update=NoModify does not apply to values that are lists or maps")
	}
	if p.Type == "array" && (p.XListType == nil || *p.XListType != "map") {
		return fmt.Errorf("+k8s:eachVal=+k8s:update=NoModify needs a list-map (+k8s:listType=map), whose items are matched by key")
	}
	addRule(elem, "self == oldSelf", "field cannot be modified once set")
	return nil
}

// subfieldRule applies w to the property name of the struct schema p,
// as it applies to a field: its presence tags on the struct, its value
// tags on the property.
func subfieldRule(p *props, name string, w tags.Written) error {
	sel, ok := celName(name)
	q := ownedCopy(p.Properties[name])
	defer func() { p.Properties[name] = q }()
	presence := func(rule, msg string) error {
		if !ok {
			return schemaWarning{fmt.Sprintf("the CRD schema does not check +%s on subfield %s (no rule can select the name); the Go validation does", w.Name, name)}
		}
		addFieldRule(p, name, fmt.Sprintf(rule, sel), msg)
		return nil
	}
	switch w.Name {
	case "k8s:required":
		if !slices.Contains(p.Required, name) {
			p.Required = append(p.Required, name)
			slices.Sort(p.Required)
		}
		return applyK8sRequired(&q, nil)
	case "k8s:optional":
		return nil
	case "k8s:forbidden":
		return presence("!has(self.%s)", "field is forbidden")
	case "k8s:update":
		switch w.Value {
		case "NoModify":
			addRule(&q, "self == oldSelf", "field cannot be modified once set")
			return nil
		case "NoSet":
			return presence("has(oldSelf.%[1]s) || !has(self.%[1]s)", "field cannot be set once created")
		case "NoUnset":
			return presence("!has(oldSelf.%[1]s) || has(self.%[1]s)", "field cannot be cleared once set")
		case "NoAddItem", "NoRemoveItem":
			p.Properties[name] = q
			itemRule(p, k8sField{name: name, sel: sel}, w.Value)
			return nil
		}
		return fmt.Errorf("the schema has no rule for +k8s:update=%s; use NoSet, NoUnset or NoModify on a field", w.Value)
	case "k8s:subfield":
		return fmt.Errorf("nested +k8s:subfield tags are unsupported (as in validation-gen); put the tag on the nested type's field")
	}
	return applyValueTag(&q, w, "subfield "+name)
}

// keyRule adds to the map schema p the rule that each key satisfies w:
// the key's length, bytes, format or a value it may not be.
func keyRule(p *props, w tags.Written) error {
	var rule, msg string
	switch w.Name {
	case "k8s:minLength", "k8s:maxLength", "k8s:maxBytes":
		n, err := strconv.Atoi(w.Value)
		if err != nil || n < 0 {
			return fmt.Errorf("invalid value %q for +%s: write a whole number", w.Value, w.Name)
		}
		switch w.Name {
		case "k8s:minLength":
			rule, msg = fmt.Sprintf("size(k) >= %d", n), fmt.Sprintf("must be at least %d characters", n)
		case "k8s:maxLength":
			rule, msg = fmt.Sprintf("size(k) <= %d", n), fmt.Sprintf("must be at most %d characters", n)
		default:
			rule, msg = fmt.Sprintf("size(bytes(k)) <= %d", n), fmt.Sprintf("must be no more than %d bytes", n)
		}
	case "k8s:neq":
		lit, _ := celLiteral(&props{Type: "string"}, w.Value)
		rule, msg = "k != "+lit, "must not be equal to "+lit
	case "k8s:format":
		r, m, ok := keyFormat(w.Value)
		if !ok {
			return schemaWarning{fmt.Sprintf("the CRD schema does not check +k8s:format=%s on each key (the API server has no equivalent); the Go validation does", w.Value)}
		}
		rule, msg = r, m
	default:
		return schemaWarning{fmt.Sprintf("the CRD schema does not check +%s on each key of a map (it has no equivalent there); the Go validation does", w.Name)}
	}
	addRule(p, "self.all(k, "+rule+")", "each key "+msg)
	return nil
}

// serverFormatRules are the server's own formats as format library rules,
// for keys, which have no schema to carry a format.
var serverFormatRules = map[string]struct{ rule, msg string }{
	"k8s-short-name": {"!format.dns1123Label().validate(self).hasValue()", "must be a DNS label"},
	"k8s-long-name":  {"!format.dns1123Subdomain().validate(self).hasValue()", "must be a DNS subdomain"},
}

// selfWord is self as a CEL identifier in a value's rule.
var selfWord = regexp.MustCompile(`\bself\b`)

// keyFormat is the rule of the format f for a key k: the value's rule
// with k for self.
func keyFormat(f string) (rule, msg string, ok bool) {
	c, ok := celFormats[f]
	if !ok {
		c, ok = serverFormatRules[f]
	}
	if !ok {
		return "", "", false
	}
	return selfWord.ReplaceAllString(c.rule, "k"), c.msg, true
}

// elemOf is a copy of the schema of p's items (a list) or values (a map)
// and the function that puts it in place; nil for another type.
func elemOf(p *props) (*props, func(*props)) {
	switch {
	case p.Type == "array" && p.Items != nil && p.Items.Schema != nil:
		e := ownedCopy(*p.Items.Schema)
		return &e, func(e *props) { p.Items = &apiextensionsv1.JSONSchemaPropsOrArray{Schema: e} }
	case p.Type == "object" && p.AdditionalProperties != nil && p.AdditionalProperties.Schema != nil:
		e := ownedCopy(*p.AdditionalProperties.Schema)
		return &e, func(e *props) {
			p.AdditionalProperties = &apiextensionsv1.JSONSchemaPropsOrBool{Allows: p.AdditionalProperties.Allows, Schema: e}
		}
	}
	return nil, nil
}

// ownedCopy is p with the slices and the map a rule may add to copied:
// a schema may share them with a named type's schema and its other uses.
func ownedCopy(p props) props {
	p.XValidations = slices.Clone(p.XValidations)
	p.Required = slices.Clone(p.Required)
	p.Properties = maps.Clone(p.Properties)
	p.XListMapKeys = slices.Clone(p.XListMapKeys)
	return p
}
