package schema

import (
	"go/token"
	"go/types"

	"github.com/kubegen/kubegen/generators/gotype"
	"github.com/kubegen/kubegen/generators/tags"
)

// Reading is how a rendering reads Go types where upstream's tools differ
// from encoding/json, each a named option. The zero Reading is
// encoding/json's, the structured-merge-diff schema's; openapi-gen's is
// OpenAPIGenReading with its own Exclude.
type Reading struct {
	// JSON reads json tags; nil is gotype.EncodingJSON.
	JSON *gotype.JSONRules
	// Declared keeps an object's fields in declaration order, an
	// embedded struct's fields in its place, and every one of them:
	// openapi-gen lists members so, with no encoding/json dominance
	// between fields of one name.
	Declared bool
	// Exclude, when set, leaves out a field (an embedded one with all it
	// brings) whose comment lines (Config.Docs) it holds: openapi-gen's
	// +k8s:openapi-gen=false.
	Exclude func(doc []string) bool
	// ByteSliceByName makes only a slice of byte, spelled so, base64 text:
	// openapi-gen goes by the type's name, so []uint8 is a list of
	// integers to it; encoding/json goes by the kind.
	ByteSliceByName bool
	// StringKeys leaves a map with keys other than strings untyped:
	// openapi-gen has no schema for it; encoding/json writes integer keys
	// as strings.
	StringKeys bool
	// K8sValidation parses the +k8s:validation markers of definitions
	// and fields (Config.Docs's lines) into their K8sValidation, and
	// K8sValidationErr where openapi-gen fails on them.
	K8sValidation bool
	// OptionalErrors makes a field both +optional and +required an error
	// (Field.OptionalErr), as openapi-gen has it, not only a warning.
	OptionalErrors bool
	// OpenAPIGenUnions reads unions as openapi-gen does, with the
	// problems it reports in ObjectType.UnionErrs (openapigen_unions.go).
	OpenAPIGenUnions bool
	// Defaults is how Field.Default is read (openapigen_default.go).
	Defaults DefaultRule
	// Methods, when set, keeps only the methods a type has to the
	// rendering's upstream tool (openapi-gen's parser does not see those
	// declared in generated files it skips); nil keeps them all.
	Methods func(*types.Named, *types.Func) bool
	// MarkersInDocs reads markers from the comment lines Config.Docs
	// finds, at the declaration's position, instead of Config.Markers:
	// openapi-gen reads them from the comment its descriptions come from.
	MarkersInDocs bool
	// OpenAPIGenValues reads the values the model has no schema for as
	// openapi-gen does (openapigen_values.go): Field.ValueErr where it
	// fails, Node.EmptyInterface and Node.Generic where it writes one.
	OpenAPIGenValues bool
	// K8sValidationTypes checks +k8s:validation markers against the type
	// they are on as openapi-gen does (K8sValidationTypeErr of fields and
	// definitions; openapigen_k8svalidation.go), with Methods' view of
	// the methods that exempt a type.
	K8sValidationTypes bool
	// OpenAPIGenEnums fills Model.Enums with openapi-gen's enums and the
	// constants it counts as their values (openapigen_enums.go).
	OpenAPIGenEnums bool
}

// OpenAPIGenReading is openapi-gen's reading, but for Exclude (the
// renderer's reading of +k8s:openapi-gen) and Methods (which files its
// parser reads); openapi-gen also keeps the fields of self-encoding
// structs (Config.SelfEncodedFields): it writes their fields' schema, or
// their definition methods'.
var OpenAPIGenReading = Reading{JSON: &gotype.OpenAPIGen, Declared: true, ByteSliceByName: true, StringKeys: true, K8sValidation: true, OptionalErrors: true, OpenAPIGenUnions: true, Defaults: DefaultsOpenAPIGen, MarkersInDocs: true, OpenAPIGenValues: true, K8sValidationTypes: true, OpenAPIGenEnums: true}

// jsonRules is the reading of json tags.
func (b *builder) jsonRules() gotype.JSONRules {
	if r := b.cfg.Reading.JSON; r != nil {
		return *r
	}
	return gotype.EncodingJSON
}

// excluded reports a field the reading leaves out.
func (b *builder) excluded(doc []string) bool {
	return b.cfg.Reading.Exclude != nil && b.cfg.Reading.Exclude(doc)
}

// docMarkerLines are the marker lines of comment lines, each at pos (the
// declaration's; comment lines carry no positions of their own).
func docMarkerLines(doc []string, pos token.Position) []Line {
	var out []Line
	for _, l := range doc {
		if _, _, _, ok := tags.Split(l); ok {
			out = append(out, Line{Text: l, Pos: pos})
		}
	}
	return out
}

// keysOK reports map keys the reading has a schema for.
func (b *builder) keysOK(key types.Type) bool {
	if !b.cfg.Reading.StringKeys {
		return true
	}
	if b.cfg.Reading.OpenAPIGenValues {
		// openapi-gen looks through pointers and named strings.
		return gengoName(gengoResolve(key)) == "string"
	}
	bt, ok := key.Underlying().(*types.Basic)
	return ok && bt.Info()&types.IsString != 0
}
