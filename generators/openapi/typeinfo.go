package openapi

import (
	"strings"
)

// typeFormats map a Go type's name to its OpenAPI type, format and zero
// value: the types rendered inline rather than referenced.
var typeFormats = map[string]struct {
	typ, format string
	zero        any
}{
	"uint": {"integer", "int32", 0.}, "uint8": {"integer", "byte", 0.}, "uint16": {"integer", "int32", 0.},
	"uint32": {"integer", "int64", 0.}, "uint64": {"integer", "int64", 0.}, "int": {"integer", "int32", 0.},
	"int8": {"integer", "byte", 0.}, "int16": {"integer", "int32", 0.}, "int32": {"integer", "int32", 0.},
	"int64": {"integer", "int64", 0.}, "byte": {"integer", "byte", 0}, "float64": {"number", "double", 0.},
	"float32": {"number", "float", 0.}, "bool": {"boolean", "", false}, "time.Time": {"string", "date-time", ""},
	"string": {"string", "", ""}, "integer": {"integer", "", 0.}, "number": {"number", "", 0.},
	"boolean": {"boolean", "", false}, "[]byte": {"string", "byte", ""}, "interface{}": {"object", "", nil},
}

func typeFormat(name string) (string, string) {
	f, ok := typeFormats[name]
	if !ok {
		return "", ""
	}
	return f.typ, f.format
}

func resolvePtr(t *typ) *typ {
	for t.Kind == kPointer {
		t = t.Elem
	}
	return t
}

func resolveAliasAndPtr(t *typ) *typ {
	for {
		switch t.Kind {
		case kAlias:
			t = t.Under
		case kPointer:
			t = t.Elem
		default:
			return t
		}
	}
}

const (
	commonPkg = "k8s.io/kube-openapi/pkg/common"
	specPkg   = "k8s.io/kube-openapi/pkg/validation/spec"
	ptrPkg    = "k8s.io/utils/ptr"
)

// returns reports whether t has method name, without parameters,
// returning exactly one value of the named type (pkg "" for builtins and
// unnamed types such as []string).
func returns(t *typ, name, pkg, result string) bool {
	m := t.Methods[name]
	if m == nil || m.Params != 0 || len(m.Results) != 1 {
		return false
	}
	r := m.Results[0]
	return r.Name == result && r.Pkg == pkg
}

func hasDefinitionMethod(t *typ) bool {
	return returns(t, "OpenAPIDefinition", commonPkg, "OpenAPIDefinition")
}

func hasV3DefinitionMethod(t *typ) bool {
	return returns(t, "OpenAPIV3Definition", commonPkg, "OpenAPIDefinition")
}

func hasTypeAndFormatMethods(t *typ) bool {
	return returns(t, "OpenAPISchemaType", "", "[]string") && returns(t, "OpenAPISchemaFormat", "", "string")
}

func hasV3OneOfMethod(t *typ) bool { return returns(t, "OpenAPIV3OneOfTypes", "", "[]string") }

func hasModelNameMethod(t *typ) bool { return returns(t, "OpenAPIModelName", "", "string") }

// customUnmarshal reports a type decoding itself: its zero value is null.
func customUnmarshal(t *typ) bool {
	switch t.Kind {
	case kPointer:
		m := t.Elem.Methods["UnmarshalJSON"]
		return m != nil && m.PtrRecv
	case kStruct:
		return t.Methods["UnmarshalJSON"] != nil
	}
	return false
}

// schemaFuncName is the name of a type's schema function: its last four
// package path elements and its name, joined by "_" ("." and "-" dropped
// and replaced).
func schemaFuncName(t *typ) string {
	if t.Pkg == "" {
		return "schema_" + t.Name
	}
	clean := strings.NewReplacer("-", "_", ".", "")
	dirs := strings.Split(t.Pkg, "/")
	for i, d := range dirs {
		dirs[i] = clean.Replace(d)
	}
	dirs = append(dirs, t.Name)
	n := min(5, len(dirs))
	return "schema_" + strings.Join(dirs[len(dirs)-n:], "_")
}

func isPrivate(name string) bool { return name == "" || strings.ToLower(name[:1]) == name[:1] }
