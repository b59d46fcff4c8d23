package openapi

import (
	"go/types"
	"strings"

	apischema "github.com/kubegen/kubegen/generators/schema"
)

// typeFormats are the OpenAPI type and format of the types openapi-gen
// writes inline by name that are not Go basic types (gengo's names
// included); a basic type's come from the schema model's rule
// (schema.OpenAPIGenFormats), see typeFormat.
var typeFormats = map[string][2]string{
	"time.Time": {"string", "date-time"}, "integer": {"integer", ""}, "number": {"number", ""},
	"boolean": {"boolean", ""}, "[]byte": {"string", "byte"}, "interface{}": {"object", ""},
}

// typeFormat is the OpenAPI type and format of the type named name; ""
// when openapi-gen writes no schema of its own for it.
func typeFormat(name string) (typ, format string) {
	if f, known := typeFormats[name]; known {
		return f[0], f[1]
	}
	tn, _ := types.Universe.Lookup(name).(*types.TypeName)
	if tn == nil {
		return "", ""
	}
	basic, isBasic := tn.Type().(*types.Basic)
	if !isBasic {
		return "", ""
	}
	scalar, isScalar := apischema.ScalarOf(basic)
	format, ok := apischema.OpenAPIGenFormats(basic)
	if !isScalar || !ok {
		return "", ""
	}
	return string(scalar), format
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
