package schema

import (
	"go/token"
	"go/types"
)

// Kind is what a node's JSON value is.
type Kind uint8

const (
	// Untyped is a value the Go type does not describe: a generic type,
	// a type with its own JSON encoding, one JSON cannot hold. Builders
	// warn where they make one.
	Untyped Kind = iota
	// Scalar is a string, boolean or number (ScalarType says which).
	Scalar
	// Object is a struct: Node.Object holds its fields.
	Object
	// Array is a list of Node.Items.
	Array
	// Map is an object of Node.Values by string key.
	Map
	// Any is any JSON value (an interface field, apiextensions' JSON).
	Any
	// Ref refers to Node.Def, the definition of a named type.
	Ref
)

// ScalarType is the JSON type of a scalar.
type ScalarType string

const (
	String  ScalarType = "string"
	Boolean ScalarType = "boolean"
	Integer ScalarType = "integer"
	Number  ScalarType = "number"
	// IntOrString is a value that is an integer or a string (intstr,
	// Quantity): OpenAPI's int-or-string format.
	IntOrString ScalarType = "int-or-string"
)

// Relation is +mapType / +structType: whether a map or object is owned
// whole or field by field.
type Relation string

const (
	Granular Relation = "granular"
	Atomic   Relation = "atomic"
)

// ListType is +listType, checked: "" when the list has none.
type ListType string

const (
	ListAtomic ListType = "atomic"
	ListSet    ListType = "set"
	ListMap    ListType = "map"
)

// Node is the schema of one value.
type Node struct {
	Kind Kind
	// Scalar and Format describe a Scalar ("byte" for []byte, a string
	// holding base64).
	Scalar ScalarType
	Format string
	// Object is the fields of an Object.
	Object *ObjectType
	// Items are an Array's elements.
	Items *Node
	// ListType and ListMapKeys are the list's +listType/+listMapKey; an
	// unknown +listType, or map without keys, is ListAtomic.
	ListType    ListType
	ListMapKeys []string
	// PatchStrategy and PatchMergeKey are the strategic-merge-patch tags of
	// a list (a known strategy, else "").
	PatchStrategy, PatchMergeKey string
	// Values are a Map's values.
	Values *Node
	// Relation is +mapType/+structType of a Map, Object or Ref.
	Relation Relation
	// Def is what a Ref refers to.
	Def *Definition
	// Type is the named type a node writes inline (a named scalar, list,
	// map or interface), nil for others: renderings that list a type's
	// values (openapi-gen's enums) find them by it.
	Type *types.TypeName
	// EmptyInterface marks an Any spelled interface{} (not any, not a
	// named interface), which openapi-gen writes as an object, and
	// Generic the generic struct type an Untyped instance is of, which it
	// refers to by that type's name; both only under
	// Reading.OpenAPIGenValues.
	EmptyInterface bool
	Generic        *types.TypeName
}

// MergeKeys are the keys a list's items are told apart by, and ok whether
// its items merge one by one (a set, or a map by these keys): +listType
// first; without it a merge patch strategy, keyed by +patchMergeKey.
// That is how the API server's field manager reads openapi-gen's output.
func (n Node) MergeKeys() (keys []string, ok bool) {
	switch n.ListType {
	case ListSet:
		return nil, true
	case ListMap:
		return n.ListMapKeys, true
	case "":
		if n.PatchStrategy == "merge" || n.PatchStrategy == "merge,retainKeys" {
			if n.PatchMergeKey != "" {
				return []string{n.PatchMergeKey}, true
			}
			return nil, true
		}
	}
	return nil, false
}

// ObjectType is the fields of a struct.
type ObjectType struct {
	// Fields are the JSON fields, as encoding/json writes them (embedded
	// structs promoted), sorted by name.
	Fields []Field
	// Unions are the struct's unions (definitions only); UnionErrs what
	// openapi-gen reports about them (Reading.OpenAPIGenUnions), which it
	// logs and writes them anyway.
	Unions    []Union
	UnionErrs []error
	// Open is set for the definition of a struct declaring no fields and
	// for the known types that hold any object: openapi-gen writes them
	// as an object without properties, which readers take as any object.
	Open bool
}

// Field is one JSON field of an object.
type Field struct {
	Name   string // JSON name
	GoName string
	Type   Node
	// Default is the JSON value of the field's default, nil for none:
	// +default, else openapi-gen's implied zero value of a non-omitempty
	// scalar and {} for a struct, read by Reading.Defaults' rule.
	Default any
	// DefaultRef is a default that names a Go constant, and DefaultErr
	// why the field has none, by Reading.Defaults (DefaultsOpenAPIGen).
	DefaultRef *Symbol
	DefaultErr error
	// Optional is openapi-gen's rule: +required, else +optional, else
	// omitempty.
	Optional bool
	// OptionalErr is set for a field both +optional and +required under
	// Reading.OptionalErrors (openapi-gen fails there).
	OptionalErr error
	Pos         token.Position
	// Var is the Go field and Tag its whole struct tag; Owner the named
	// struct type declaring it (the definition's, or the embedded type it
	// is promoted from), nil in an unnamed struct.
	Var   *types.Var
	Tag   string
	Owner *types.Named
	// Doc are the field's comment lines by Config.Docs (nil without it),
	// what its description is made of (see Description).
	Doc []string
	// K8sValidation are its +k8s:validation markers
	// (Reading.K8sValidation), K8sValidationErr why they cannot be read.
	K8sValidation    *K8sValidation
	K8sValidationErr error
	// K8sValidationTypeErr is what openapi-gen finds wrong with them on
	// the field's type (Reading.K8sValidationTypes).
	K8sValidationTypeErr error
	// ValueErr is the error openapi-gen fails with on the field's value,
	// in its words (Reading.OpenAPIGenValues): a value it has no schema
	// for.
	ValueErr error
}

// Union is one union of an object's fields: Discriminator is the JSON name
// of the discriminating field ("" for none).
type Union struct {
	Discriminator string
	Members       []UnionMember // sorted by field
}

// UnionMember is a field of a union with the discriminator's value for it
// (its Go name).
type UnionMember struct {
	Field, DiscriminatorValue string
}

// Definition is the schema of a named type.
type Definition struct {
	Type *types.TypeName
	// Known is the qualified name of an apimachinery type that encodes
	// itself ("k8s.io/apimachinery/pkg/util/intstr.IntOrString"), whose
	// Node is its fixed shape (see known.go); "" otherwise.
	Known string
	Node  Node
	// Doc are the type's comment lines by Config.Docs (nil without it).
	Doc []string
	// K8sValidation, K8sValidationErr and K8sValidationTypeErr: as a
	// Field's, of the type.
	K8sValidation        *K8sValidation
	K8sValidationErr     error
	K8sValidationTypeErr error
	// OpenAPIMethods are the methods that give openapi-gen the type's
	// schema or name (Reading.OpenAPIGenValues; Reading.Methods says
	// which it sees).
	OpenAPIMethods OpenAPIMethods
}

// Model is the schema of the types reached from the roots.
type Model struct {
	// Defs are the definitions in the order the walk reached them, roots
	// first.
	Defs []*Definition
	// ByType finds a type's definition.
	ByType map[*types.TypeName]*Definition
	// Enums are the enum types and their values, under
	// Reading.OpenAPIGenEnums (openapigen_enums.go).
	Enums map[*types.TypeName]*Enum
}
