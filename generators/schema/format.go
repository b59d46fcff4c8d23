package schema

import "go/types"

// Formats gives the format a scalar of a Go basic type is written with,
// and ok false for a basic type the rendering has no schema for. Each
// rendering that writes formats names its rule; without one (the
// structured-merge-diff schema) numbers have none.
type Formats func(*types.Basic) (format string, ok bool)

// OpenAPIGenFormats is openapi-gen's rule, which reads basic types as
// gengo names them: int8 and uint8 are byte ("byte"), the other integers
// of up to 32 bits and int and uint are int32, wider ones and uint32
// int64, float64 is double and float32 float; strings and booleans have
// no format. uintptr and complex numbers have no schema.
func OpenAPIGenFormats(t *types.Basic) (string, bool) {
	switch t.Kind() {
	case types.Int8, types.Uint8:
		return "byte", true
	case types.Int, types.Int16, types.Int32, types.Uint, types.Uint16:
		return "int32", true
	case types.Int64, types.Uint32, types.Uint64:
		return "int64", true
	case types.Float64:
		return "double", true
	case types.Float32:
		return "float", true
	case types.String, types.Bool:
		return "", true
	}
	return "", false
}

// ScalarOf is the JSON type of values of a Go basic type; ok is false for
// those JSON cannot hold (complex numbers, unsafe pointers, untyped nil).
func ScalarOf(t *types.Basic) (ScalarType, bool) {
	info := t.Info()
	switch {
	case info&types.IsString != 0:
		return String, true
	case info&types.IsBoolean != 0:
		return Boolean, true
	case info&types.IsInteger != 0:
		return Integer, true
	case info&types.IsFloat != 0:
		return Number, true
	}
	return "", false
}

// basic is the node of a field of basic type t, with the format of
// Config.Formats; Untyped, with a warning, where JSON or the rendering
// has no schema for it.
func (b *builder) basic(t *types.Basic, subject string) Node {
	s, ok := ScalarOf(t)
	if !ok {
		b.warns.Warn(b.at, subject, "a field of type %s cannot be written as JSON; the schema treats it as an untyped atomic value", t)
		return Node{Kind: Untyped}
	}
	n := Node{Kind: Scalar, Scalar: s}
	if b.cfg.Formats != nil {
		if n.Format, ok = b.cfg.Formats(t); !ok {
			b.warns.Warn(b.at, subject, "a field of type %s has no schema type in this rendering; the schema treats it as an untyped atomic value", t)
			return Node{Kind: Untyped}
		}
	}
	return n
}
