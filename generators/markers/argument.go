package markers

import (
	"fmt"
	"reflect"
	"strings"
)

// Kind is the kind of value an argument takes.
type Kind uint8

const (
	invalidKind Kind = iota
	// Int is a Go int or int32: 3, -1.
	KindInt
	// Float is a float64: 1, 0.5, -2e3.
	KindFloat
	// String is "quoted", `raw`, or bare text up to the next , ; or }.
	KindString
	// Bool is true or false.
	KindBool
	// Any is a value whose kind the text says: a quoted string, {k: v}
	// (a map), {a,b} or a;b (a list), true/false, a number alone, else a
	// bare string. Enum, Default and Example take it.
	KindAny
	// Slice is a list: {a,b,c} or a;b;c.
	KindSlice
	// Map is {key: value, ...} with string keys.
	KindMap
	// Raw is the whole text after '=', unparsed (RawArguments).
	KindRaw
)

// RawArguments as a definition's output receives the text after the
// marker's '=' as written (deepcopy-gen's legacy +k8s:deepcopy-gen=...).
type RawArguments []byte

// Unmarshaler is an output type that reads its marker itself: name is the
// marker's name as registered lookups see it (up to the last ':' before
// '='), full the name up to '=', args the text after it.
type Unmarshaler interface {
	UnmarshalMarker(name, full, args string) error
}

var (
	anyType         = reflect.TypeFor[any]()
	rawType         = reflect.TypeFor[RawArguments]()
	unmarshalerType = reflect.TypeFor[Unmarshaler]()
)

// Arg is the type of one argument.
type Arg struct {
	Kind Kind
	// Optional: the marker may leave the argument out (a pointer field,
	// or a field tagged `marker:",optional"`).
	Optional bool
	// Pointer: the Go field is a pointer, nil when left out.
	Pointer bool
	// Item is the item type of a Slice and the value type of a Map.
	Item *Arg
}

// String writes the argument type as help and messages show it.
func (a Arg) String() string {
	var b strings.Builder
	a.write(&b)
	return b.String()
}

func (a Arg) write(b *strings.Builder) {
	switch a.Kind {
	case KindInt:
		b.WriteString("int")
	case KindFloat:
		b.WriteString("number")
	case KindString:
		b.WriteString("string")
	case KindBool:
		b.WriteString("bool")
	case KindAny:
		b.WriteString("value")
	case KindRaw:
		b.WriteString("text")
	case KindSlice:
		b.WriteString("[]")
		a.Item.write(b)
	case KindMap:
		b.WriteString("map[string]")
		a.Item.write(b)
	default:
		b.WriteString("<invalid>")
	}
}

// example is what to write for a value of the argument's type, for the
// fix of a message.
func (a Arg) example() string {
	switch a.Kind {
	case KindInt:
		return "an integer such as 3"
	case KindFloat:
		return "a number such as 1.5"
	case KindString:
		return `a string, "quoted" when it holds , ; or }`
	case KindBool:
		return "true or false"
	case KindSlice:
		return "a list such as {a,b} or a;b"
	case KindMap:
		return `a map such as {key: value}`
	}
	return "a value"
}

// argOf derives the argument type of a Go type as controller-tools does:
// ints (int, int32), float64, string, bool, any, slices and string-keyed
// maps of those; a pointer is optional.
func argOf(t reflect.Type) (Arg, error) {
	switch t {
	case rawType:
		return Arg{Kind: KindRaw}, nil
	case anyType:
		return Arg{Kind: KindAny}, nil
	}
	var a Arg
	if t.Kind() == reflect.Pointer {
		a.Pointer, a.Optional = true, true
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.String:
		a.Kind = KindString
	case reflect.Int, reflect.Int32:
		a.Kind = KindInt
	case reflect.Float64:
		a.Kind = KindFloat
	case reflect.Bool:
		a.Kind = KindBool
	case reflect.Slice, reflect.Map:
		if t.Kind() == reflect.Map && t.Key().Kind() != reflect.String {
			return Arg{}, fmt.Errorf("map key %s: marker maps have string keys", t.Key())
		}
		item, err := argOf(t.Elem())
		if err != nil {
			return Arg{}, fmt.Errorf("item of %s: %w", t, err)
		}
		a.Kind, a.Item = KindSlice, &item
		if t.Kind() == reflect.Map {
			a.Kind = KindMap
		}
	default:
		return Arg{}, fmt.Errorf("%s: a marker argument is an int, int32, float64, string, bool, any, or a slice or map of those", t)
	}
	return a, nil
}

// goType is the Go type a guessed argument type parses into (for Any,
// whose value takes the type the text suggests).
func (a Arg) goType() reflect.Type {
	var t reflect.Type
	switch a.Kind {
	case KindInt:
		t = reflect.TypeFor[int]()
	case KindFloat:
		t = reflect.TypeFor[float64]()
	case KindString:
		t = reflect.TypeFor[string]()
	case KindBool:
		t = reflect.TypeFor[bool]()
	case KindSlice:
		t = reflect.SliceOf(a.Item.goType())
	case KindMap:
		t = reflect.MapOf(reflect.TypeFor[string](), a.Item.goType())
	default:
		t = anyType
	}
	if a.Pointer {
		t = reflect.PointerTo(t)
	}
	return t
}
