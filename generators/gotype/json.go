package gotype

import (
	"go/token"
	"go/types"
	"reflect"
	"strings"
	"unicode"
)

// JSONTag is a field's json struct tag as written, before any tool's
// reading of it: the API rules of openapi-gen and kubegen's lint judge the
// spelling itself.
type JSONTag struct {
	// Present: the struct tag has a json key (maybe with an empty value).
	Present bool
	// Value is the whole value; Name the part before the first comma;
	// Options the parts after it (nil without a comma).
	Value, Name string
	Options     []string
}

// ParseJSONTag reads the json key of a whole struct tag.
func ParseJSONTag(structTag string) JSONTag {
	v, ok := reflect.StructTag(structTag).Lookup("json")
	t := JSONTag{Present: ok, Value: v}
	name, opts, comma := strings.Cut(v, ",")
	t.Name = name
	if comma {
		t.Options = strings.Split(opts, ",")
	}
	return t
}

// Has reports whether opt is one of the options, spelled exactly.
func (t JSONTag) Has(opt string) bool {
	for _, o := range t.Options {
		if o == opt {
			return true
		}
	}
	return false
}

// StructField is what the JSON view reads of a struct field.
type StructField struct {
	// Name is the Go name (an embedded field's is its type's name); Tag
	// the whole struct tag.
	Name, Tag string
	Embedded  bool
	// EmbedsStruct: the field's type is a struct or a pointer to one,
	// which is all encoding/json inlines (JSONRules.InlineStructsOnly).
	EmbedsStruct bool
}

// FieldOf is v, with struct tag tag, as the JSON view reads it.
func FieldOf(v *types.Var, tag string) StructField {
	t := types.Unalias(v.Type())
	if p, ok := t.(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	_, isStruct := t.Underlying().(*types.Struct)
	return StructField{Name: v.Name(), Tag: tag, Embedded: v.Embedded(), EmbedsStruct: isStruct}
}

// JSON is one field's JSON view: whether it is a member of its struct's
// JSON object, under what name, inlined or not, and its options.
type JSON struct {
	Tag JSONTag
	// Skip: the field is no member ("" Name); a tool writes nothing for it.
	Skip bool
	// Inline: the members of the field's type are the struct's own.
	Inline bool
	// Name is the member's name: the tag's, or the Go name where the
	// rules let it stand in (an inlined field may still carry one).
	Name string
	// Named: the name comes from the tag; encoding/json prefers such a
	// field to an untagged one of the same name and depth.
	Named bool
	// OmitEmpty and OmitZero are the options of those names; String is
	// ",string" where the rules honour it.
	OmitEmpty, OmitZero, String bool
}

// GoNameRule is when a field's Go name stands in for a name its json tag
// leaves out.
type GoNameRule int

const (
	// GoNameUnlessNamed: whenever the tag has no name (missing, empty or
	// options only), as encoding/json and applyconfiguration-gen do.
	GoNameUnlessNamed GoNameRule = iota
	// GoNameForEmptyTag: only when the whole tag is missing or empty.
	// openapi-gen (getReferableName) takes the name part of any other
	// tag, so `json:",omitempty"` names the field "" and it gets no
	// property (an embedded one is still inlined).
	GoNameForEmptyTag
	// NoGoName: never; a field whose tag gives no name is left out.
	// conversion-gen's url.Values conversion keys fields by the tag's
	// name part and skips the rest with a warning.
	NoGoName
)

// JSONRules are the points on which upstream's tools read json tags
// differently. Each generator reads through the preset of the tool it
// stands in for, so that one function holds the reading and every
// difference is a named field here.
type JSONRules struct {
	GoName GoNameRule
	// SkipUntagged: a field without a json key is left out.
	// applyconfiguration-gen (lookupJSONTags) gives it no apply
	// configuration field; encoding/json and openapi-gen name it after
	// the Go field.
	SkipUntagged bool
	// KeepDash: `json:"-"` is the name "-" rather than a skip.
	// conversion-gen's url.Values conversion reads the name part of the
	// tag, whatever it is, and so looks for the key "-".
	KeepDash bool
	// SkipDashName: `json:"-,"` (with any options) is left out like
	// `json:"-"`. openapi-gen (getReferableName) compares only the name
	// part with "-"; encoding/json and applyconfiguration-gen compare the
	// whole tag, and name such a field "-".
	SkipDashName bool
	// NoInline: an embedded field is never inlined; conversion-gen's
	// url.Values conversion reads each field by its own name.
	NoInline bool
	// InlineNeedsTag: an embedded field without a json key is not
	// inlined but a member named after its type. openapi-gen
	// (shouldInlineMembers) wants the key; encoding/json does not.
	InlineNeedsTag bool
	// InlineStructsOnly: only an embedded struct or pointer to one is
	// inlined, as encoding/json does; the gengo-based tools inline any
	// embedded field without a name.
	InlineStructsOnly bool
	// SkipUnexported: encoding/json leaves out unexported fields, except
	// embedded structs (their exported fields are promoted). The gengo
	// based tools list every field.
	SkipUnexported bool
	// ValidNamesOnly: a name with characters encoding/json reserves
	// (quotes, backslash, control characters) is ignored and the Go name
	// used, as encoding/json does; the other tools take it as written.
	ValidNamesOnly bool
	// StringFirstOnly: ",string" counts only as the first option.
	// openapi-gen looks at that one alone; encoding/json at all of them.
	StringFirstOnly bool
	// InlineByTag: a field is inlined when its tag has no name or has the
	// inline option, embedded or not and whatever its type, and only
	// then. controller-gen's CRD schema (structToSchema) reads the tag
	// alone; encoding/json inlines embedded structs without a name.
	InlineByTag bool
	// IgnoreString: ",string" means nothing; controller-gen writes the
	// field's own type.
	IgnoreString bool
}

// The presets, one per reading upstream has.
var (
	// EncodingJSON is how encoding/json, and the API server's decoder,
	// read a field: the decoders and the structured-merge-diff schema.
	EncodingJSON = JSONRules{InlineStructsOnly: true, SkipUnexported: true, ValidNamesOnly: true}
	// OpenAPIGen is kube-openapi's openapi-gen.
	OpenAPIGen = JSONRules{GoName: GoNameForEmptyTag, SkipDashName: true, InlineNeedsTag: true, StringFirstOnly: true}
	// ApplyConfigGen is applyconfiguration-gen's lookupJSONTags.
	ApplyConfigGen = JSONRules{SkipUntagged: true}
	// ConversionGen is conversion-gen's reading for url.Values.
	ConversionGen = JSONRules{GoName: NoGoName, KeepDash: true, NoInline: true}
	// ControllerGen is controller-gen's CRD schema (structToSchema): a
	// field without a json key is left out here (controller-gen refuses
	// it; the caller reports it), unexported fields count.
	ControllerGen = JSONRules{GoName: NoGoName, SkipUntagged: true, InlineByTag: true, IgnoreString: true}
)

// Of is f's JSON view under r.
func (r JSONRules) Of(f StructField) JSON {
	j := JSON{Tag: ParseJSONTag(f.Tag)}
	t := j.Tag
	j.OmitEmpty, j.OmitZero = t.Has("omitempty"), t.Has("omitzero")
	switch {
	case r.IgnoreString:
	case r.StringFirstOnly:
		j.String = len(t.Options) > 0 && t.Options[0] == "string"
	default:
		j.String = t.Has("string")
	}
	exported := token.IsExported(f.Name)
	switch {
	case r.SkipUntagged && !t.Present,
		t.Value == "-" && !r.KeepDash,
		r.SkipDashName && t.Name == "-",
		r.SkipUnexported && !exported && !(f.Embedded && f.EmbedsStruct):
		j.Skip = true
		return j
	}
	name := t.Name
	if r.ValidNamesOnly && !validJSONName(name) {
		name = ""
	}
	j.Named = name != ""
	j.Inline = f.Embedded && name == "" && !r.NoInline &&
		(t.Present || !r.InlineNeedsTag) &&
		(f.EmbedsStruct || !r.InlineStructsOnly)
	if r.InlineByTag {
		j.Inline = name == "" || t.Has("inline")
	}
	switch {
	case j.Named:
		j.Name = name
	case r.GoName == GoNameUnlessNamed, r.GoName == GoNameForEmptyTag && t.Value == "":
		j.Name = f.Name
	}
	// No name and nothing to inline: no member.
	j.Skip = j.Name == "" && !j.Inline
	return j
}

// validJSONName is encoding/json's test of a tag's name: letters, digits
// and punctuation other than quotes and backslash.
func validJSONName(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if !strings.ContainsRune("!#$%&()*+-./:;<=>?@[]^_{|}~ ", c) && !unicode.IsLetter(c) && !unicode.IsDigit(c) {
			return false
		}
	}
	return true
}
