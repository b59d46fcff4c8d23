package gengo

// Kind is how gengo classifies a type.
type Kind int

const (
	// Unsupported is every type gengo has no kind for: unknown basic
	// types, and the zero Kind.
	Unsupported Kind = iota
	Builtin
	Struct
	Map
	Slice
	Array
	Pointer
	// Alias is a named type whose underlying type is a builtin, a map or a
	// slice ("type Phase string"); its Under is that type.
	Alias
	Interface
	Chan
	Func
)

var kindNames = [...]string{Unsupported: "Unsupported", Builtin: "Builtin", Struct: "Struct", Map: "Map", Slice: "Slice",
	Array: "Array", Pointer: "Pointer", Alias: "Alias", Interface: "Interface", Chan: "Chan", Func: "Func"}

// String is gengo's name of the kind, as upstream prints it in messages.
func (k Kind) String() string {
	if k < 0 || int(k) >= len(kindNames) {
		return ""
	}
	return kindNames[k]
}
