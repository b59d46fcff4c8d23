package schema

import "go/types"

// OpenAPIMethods are the methods through which a type gives openapi-gen
// its own schema or name, as its parser sees them: declared on the type
// (value or pointer receiver), without parameters, returning exactly
// the one type openapi-gen asks for.
type OpenAPIMethods struct {
	// Definition is OpenAPIDefinition() common.OpenAPIDefinition, and
	// V3Definition OpenAPIV3Definition() of the same type.
	Definition, V3Definition bool
	// TypeAndFormat is both OpenAPISchemaType() []string and
	// OpenAPISchemaFormat() string.
	TypeAndFormat bool
	// V3OneOf is OpenAPIV3OneOfTypes() []string.
	V3OneOf bool
	// ModelName is OpenAPIModelName() string.
	ModelName bool
}

// Any reports a method that gives the type's schema (not only its name).
func (m OpenAPIMethods) Any() bool {
	return m.Definition || m.V3Definition || m.TypeAndFormat || m.V3OneOf
}

// openAPICommon is the package of common.OpenAPIDefinition.
const openAPICommon = "k8s.io/kube-openapi/pkg/common"

// OpenAPIMethodsOf are the methods of t openapi-gen reads; keep, when
// set, says which methods its parser sees (Reading.Methods).
func OpenAPIMethodsOf(t *types.Named, keep func(*types.Named, *types.Func) bool) OpenAPIMethods {
	// returns reports a kept method name without parameters returning
	// one value that openapi-gen's parser spells result.
	returns := func(name, result string) bool {
		for i := range t.NumMethods() {
			m := t.Method(i)
			if m.Name() != name || (keep != nil && !keep(t, m)) {
				continue
			}
			sig := m.Type().(*types.Signature)
			return sig.Params().Len() == 0 && sig.Results().Len() == 1 && gengoName(sig.Results().At(0).Type()) == result
		}
		return false
	}
	def := openAPICommon + ".OpenAPIDefinition"
	return OpenAPIMethods{
		Definition:    returns("OpenAPIDefinition", def),
		V3Definition:  returns("OpenAPIV3Definition", def),
		TypeAndFormat: returns("OpenAPISchemaType", "[]string") && returns("OpenAPISchemaFormat", "string"),
		V3OneOf:       returns("OpenAPIV3OneOfTypes", "[]string"),
		ModelName:     returns("OpenAPIModelName", "string"),
	}
}
