package controllergen

import (
	"reflect"
	"slices"
	"strings"
	"unicode"
)

// arg is one argument of an options or marker struct, for help.
type arg struct {
	name, typ string
	optional  bool
}

// argList lists the arguments of the struct opts points to, named as the
// marker grammar names them (see manifest.ParseArgs), sorted by name as
// controller-gen's help lists them.
func argList(opts any) []arg {
	t := reflect.TypeOf(opts).Elem()
	var out []arg
	for i := range t.NumField() {
		f := t.Field(i)
		name, flags, _ := strings.Cut(f.Tag.Get("marker"), ",")
		if name == "" {
			name = string(unicode.ToLower(rune(f.Name[0]))) + f.Name[1:]
		}
		ft := f.Type
		optional := flags == "optional" || ft.Kind() == reflect.Pointer
		if ft.Kind() == reflect.Pointer {
			ft = ft.Elem()
		}
		out = append(out, arg{name: name, typ: typeName(ft), optional: optional})
	}
	slices.SortFunc(out, func(a, b arg) int { return strings.Compare(a.name, b.name) })
	return out
}

func typeName(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Slice:
		return "[]" + typeName(t.Elem())
	case reflect.Int, reflect.Int32:
		return "int"
	}
	return t.Kind().String()
}
