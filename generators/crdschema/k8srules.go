package crdschema

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"

	"github.com/kubegen/kubegen/generators/schema"
	"github.com/kubegen/kubegen/generators/tags"
)

// The +k8s: tags below have no OpenAPI bound but a CEL one: the rule in
// docs/crdschema.md turns each into the x-kubernetes-validations rule that
// rejects what validation-gen's Go code rejects. Field tags whose rule
// speaks of the field's own value (maxBytes, neq, update=NoModify) land on
// the field; those about the field's presence (forbidden, unions,
// update=NoSet/NoUnset) land on the parent struct, where has() can see it,
// with a fieldPath naming the field where Go reports it there.

// k8sArgs is a +k8s: tag's value, what follows "=".
type k8sArgs struct{ Value string }

func (k *k8sArgs) UnmarshalMarker(_, _, args string) error {
	k.Value = k8sValue(args)
	return nil
}

// onParent are the tags read from the field's comment lines when the
// parent struct's schema is built (k8sParentRules); their own schema has
// nothing of them. The registry does not parse the unions' named
// arguments (+k8s:unionMember(union: "u")), so the lines are read there.
var onParent = []string{"k8s:forbidden"}

// k8sRuleTags are the k8sOnlyTags written as CEL.
var k8sRuleTags = map[string]markerDef{
	"k8s:maxBytes": {10, func(s *props, v any) error {
		if s.Type != "string" {
			return fmt.Errorf("must apply maxBytes to a string, found type %q", s.Type)
		}
		n, err := strconv.Atoi(v.(k8sArgs).Value)
		if err != nil || n < 0 {
			return fmt.Errorf("invalid value %q: write a whole number of bytes", v.(k8sArgs).Value)
		}
		addRule(s, fmt.Sprintf("size(bytes(self)) <= %d", n), fmt.Sprintf("must be no more than %d bytes", n))
		return nil
	}},
	"k8s:neq": {10, func(s *props, v any) error {
		lit, err := celLiteral(s, v.(k8sArgs).Value)
		if err != nil {
			return err
		}
		addRule(s, "self != "+lit, "must not be equal to "+lit)
		return nil
	}},
	"k8s:update": {10, func(s *props, v any) error {
		switch c := v.(k8sArgs).Value; c {
		case "NoModify":
			// Runs only when the field exists before and after, as Go's
			// NoModify compares two set values.
			addRule(s, "self == oldSelf", "field cannot be modified once set")
		case "NoSet", "NoUnset":
			// The parent's rule (k8sParentRules).
		case "NoAddItem", "NoRemoveItem":
			// The parent's rule (k8sParentRules), which knows the list's
			// type and keys.
		default:
			return fmt.Errorf("the schema has no rule for +k8s:update=%s; use NoSet, NoUnset or NoModify on a field", c)
		}
		return nil
	}},
}

func addRule(s *props, rule, msg string) {
	s.XValidations = append(s.XValidations, apiextensionsv1.ValidationRule{Rule: rule, Message: msg})
}

// celLiteral is a +k8s:neq value as a CEL literal of the schema's type.
func celLiteral(s *props, v string) (string, error) {
	switch {
	case s.Type == "string":
		if u, err := strconv.Unquote(v); err == nil {
			v = u
		}
		return strconv.Quote(v), nil
	case s.Type == "integer":
		if _, err := strconv.ParseInt(v, 10, 64); err != nil {
			return "", fmt.Errorf("invalid value %q for an integer: write a whole number", v)
		}
		return v, nil
	case s.Type == "boolean" && (v == "true" || v == "false"):
		return v, nil
	}
	return "", fmt.Errorf("the schema has no neq rule for %q on type %q; use it on a string, integer or boolean", v, s.Type)
}

// k8sField is what k8sParentRules needs of one property of a struct:
// its JSON and Go names and its comment's marker lines.
type k8sField struct {
	name, goName string
	lines        []schema.Line
	sel          string // name as a CEL selector (celName)
}

// parentTag is a marker line read as validation-gen reads a tag
// (tags.ReadTag: its name, typed arguments and value), through the
// +k8s:alpha(...)= or +k8s:beta(...)= wrapping it, which validation-gen
// reads as the tag itself at that level; err is its arguments not
// following the grammar.
func parentTag(text string) (w tags.Written, wrapped bool, err error) {
	w, _ = tags.ReadTag(text)
	for w.Err == nil && (w.Name == "k8s:alpha" || w.Name == "k8s:beta") {
		in, ok := tags.ReadTag(w.Value)
		if !ok {
			break
		}
		w, wrapped = in, true
	}
	return w, wrapped, w.Err
}

// unionArgs are a union tag's string arguments by name (union,
// memberName); an argument of another type is an error, as for
// validation-gen.
func unionArgs(w tags.Written) (map[string]string, error) {
	named := map[string]string{}
	for _, a := range w.Args {
		if a.Type != tags.ArgString {
			return nil, fmt.Errorf("argument %q has type %s, not string; quote its value", a, a.Type)
		}
		named[a.Name] = a.Value
	}
	return named, nil
}

// union is one +k8s:unionMember group, by its union name ("" by
// default), with its discriminator's property if any, or one
// +k8s:zeroOrOneOfMember group, which has none (validation-gen keeps the
// two apart).
type union struct {
	atMostOne     bool
	unnamable     bool // a member or the discriminator has no CEL selector
	discriminator string
	members       []k8sField
}

// k8sParentRules adds to the schema s of a struct of the packages
// generated for the rules of its fields' presence tags (forbidden, unions,
// update=NoSet/NoUnset/NoAddItem/NoRemoveItem) and of the value tags the
// registry does not read (wrapped in +k8s:alpha/beta, and +k8s:format's
// CEL rules). report gets a tag that is left out
// (a schemaWarning: its arguments do not read, which controller-gen
// ignores and validation-gen fails on, or the schema cannot check it) or
// that does not fit its field (an error).
func k8sParentRules(s *props, fields []k8sField, report func(f k8sField, l schema.Line, err error)) {
	type key struct {
		atMostOne bool
		name      string
	}
	unions := map[key]*union{}
	var order []key
	get := func(k key) *union {
		if unions[k] == nil {
			unions[k] = &union{atMostOne: k.atMostOne}
			order = append(order, k)
		}
		return unions[k]
	}
	for _, f := range fields {
		// A name no rule can select (sel "") gets no rule, nor does a union
		// it is part of; the Go validation still checks them.
		f.sel, _ = celName(f.name)
		for _, l := range f.lines {
			if !strings.HasPrefix(l.Text, "+k8s:") {
				continue // most lines are kubebuilder markers, not read here
			}
			w, wrapped, err := parentTag(l.Text)
			name, value := w.Name, w.Value
			if err == nil && wrapped && isBound(name) {
				// The registry reads a bound unwrapped only.
				if err := boundRule(s, f.name, w); err != nil {
					report(f, l, err)
				}
				continue
			}
			if isCarrier(name) {
				if err != nil {
					err = schemaWarning{fmt.Sprintf("%s is ignored: %v (validation-gen fails on it)", l.Text, err)}
				} else {
					err = carriedRule(s, f.name, w)
				}
				if err != nil {
					report(f, l, err)
				}
				continue
			}
			if err == nil && (name == "k8s:format" || wrapped && isWrappedValueTag(name, value)) {
				if err := fieldValueRule(s, f.name, name, value, wrapped); err != nil {
					report(f, l, err)
				}
				continue
			}
			if f.sel == "" && !strings.HasPrefix(name, "k8s:union") && name != "k8s:zeroOrOneOfMember" {
				continue
			}
			var named map[string]string
			switch name {
			case "k8s:unionMember", "k8s:zeroOrOneOfMember", "k8s:unionDiscriminator":
				if err == nil {
					named, err = unionArgs(w)
				}
				fallthrough
			case "k8s:forbidden", "k8s:update", "k8s:alpha", "k8s:beta": // a level whose arguments do not read hides its tag
				if err != nil {
					report(f, l, schemaWarning{fmt.Sprintf("%s is ignored: %v (validation-gen fails on it)", l.Text, err)})
					continue
				}
			}
			switch name {
			case "k8s:forbidden":
				addFieldRule(s, f.name, "!has(self."+f.sel+")", "field is forbidden")
			case "k8s:update":
				switch value {
				case "NoSet":
					addFieldRule(s, f.name, fmt.Sprintf("has(oldSelf.%[1]s) || !has(self.%[1]s)", f.sel), "field cannot be set once created")
				case "NoUnset":
					addFieldRule(s, f.name, fmt.Sprintf("!has(oldSelf.%[1]s) || has(self.%[1]s)", f.sel), "field cannot be cleared once set")
				case "NoAddItem", "NoRemoveItem":
					itemRule(s, f, value)
				}
			case "k8s:unionMember", "k8s:zeroOrOneOfMember":
				u := get(key{name == "k8s:zeroOrOneOfMember", named["union"]})
				member := f
				if n, ok := named["memberName"]; ok {
					member.goName = n
				}
				u.members = append(u.members, member)
				u.unnamable = u.unnamable || f.sel == ""
			case "k8s:unionDiscriminator":
				u := get(key{false, named["union"]})
				u.discriminator, u.unnamable = f.sel, u.unnamable || f.sel == ""
			}
		}
	}
	for _, k := range order {
		unions[k].rules(s)
	}
}

// addFieldRule adds a rule of the parent about its field f, reported at
// f as Go reports it (a JSON path: .f, or ['f'] for a name with other
// characters than letters, digits and _).
func addFieldRule(s *props, f, rule, msg string) {
	path := "." + f
	if strings.ContainsFunc(f, func(c rune) bool { return !(c == '_' || unicode.IsLetter(c) || unicode.IsDigit(c)) }) {
		path = "['" + f + "']"
	}
	s.XValidations = append(s.XValidations, apiextensionsv1.ValidationRule{Rule: rule, Message: msg, FieldPath: path})
}

// rules are the union's: with a discriminator, each member is set exactly
// when the discriminator names it (its Go name or memberName), reported at
// the member as validate.DiscriminatedUnion does; without one, exactly one
// (or, for zeroOrOneOf, at most one) member is set, reported at the struct
// as validate.Union does.
func (u *union) rules(s *props) {
	if len(u.members) == 0 || u.unnamable {
		return
	}
	if u.discriminator != "" {
		d := u.discriminator
		for _, m := range u.members {
			addFieldRule(s, m.name, fmt.Sprintf("(has(self.%[1]s) ? self.%[1]s : '') == %[2]s ? has(self.%[3]s) : !has(self.%[3]s)", d, strconv.Quote(m.goName), m.sel),
				fmt.Sprintf("must be specified exactly when %s is %q", d, m.goName))
		}
		return
	}
	names := make([]string, len(u.members))
	sels := make([]string, len(u.members))
	for i, m := range u.members {
		names[i], sels[i] = m.name, m.sel
	}
	if u.atMostOne {
		addRule(s, sumExpr(sels)+" <= 1", "must specify at most one of: "+strings.Join(names, ", "))
		return
	}
	addRule(s, sumExpr(sels)+" == 1", "must specify exactly one of: "+strings.Join(names, ", "))
}

// isWrappedValueTag says the tag, read through +k8s:alpha/beta, is one of
// the value tags (k8sRuleTags) whose rule is the field's own: the
// registry reads them unwrapped only, k8sParentRules wrapped.
func isWrappedValueTag(name, value string) bool {
	return name == "k8s:maxBytes" || name == "k8s:neq" || name == "k8s:update" && value == "NoModify"
}

// fieldValueRule applies the value tag name=value to the property f of s:
// a format (k8sFormatRule), or a wrapped tag as the registry applies it
// unwrapped.
func fieldValueRule(s *props, f, name, value string, wrapped bool) error {
	p := s.Properties[f]
	// The property may share its rules' array with a named type's schema.
	p.XValidations = slices.Clip(p.XValidations)
	var err error
	if name == "k8s:format" {
		err = k8sFormatRule(&p, k8sValue(value), wrapped)
	} else {
		err = k8sRuleTags[name].apply(&p, k8sArgs{k8sValue(value)})
	}
	s.Properties[f] = p
	return err
}

// isParentTag says the tag is read by k8sParentRules only.
func isParentTag(name string) bool { return slices.Contains(onParent, name) }

// celReserved are CEL's reserved words, which a property name must be
// escaped from to be a field selector (the API server's rule).
var celReserved = []string{"true", "false", "null", "in", "as", "break", "const", "continue", "else", "for",
	"function", "if", "import", "let", "loop", "package", "namespace", "return", "var", "void", "while"}

// celEscapes are the sequences of a property name the API server escapes
// in a field selector.
var celEscapes = strings.NewReplacer("__", "__underscores__", ".", "__dot__", "-", "__dash__", "/", "__slash__")

// celName is the property name as a CEL field selector (self.<name>), as
// the API server escapes it; false for a name it cannot select.
func celName(name string) (string, bool) {
	if name == "" || name[0] >= '0' && name[0] <= '9' {
		return "", false
	}
	if slices.Contains(celReserved, name) {
		return "__" + name + "__", true
	}
	for _, c := range name {
		if !(c == '_' || c == '.' || c == '-' || c == '/' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return "", false
		}
	}
	return celEscapes.Replace(name), true
}
