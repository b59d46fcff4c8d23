package schema

import (
	"fmt"
	"go/types"
	"strings"
	"testing"
)

// openapi-gen's check of +k8s:validation markers against their type, by
// its parser's view: []byte is a string and an array, a named string a
// string, a type with its own schema methods exempt, properties found by
// json name through embedded structs; and the methods it reads.
func TestOpenAPIGenK8sValidationTypes(t *testing.T) {
	root, cfg := check(t, `type Root struct {
	// +k8s:validation:maxLength=3
	// +k8s:validation:maxItems=3
	Bytes []byte `+"`json:\"bytes\"`"+`
	// +k8s:validation:maxLength=3
	Uint8s []uint8 `+"`json:\"uint8s\"`"+`
	// +k8s:validation:maxLength=3
	Num *int32 `+"`json:\"num\"`"+`
	// +k8s:validation:pattern="a"
	Named Phase `+"`json:\"named\"`"+`
	// +k8s:validation:maxLength=3
	Own Custom `+"`json:\"own\"`"+`
	// +k8s:validation:properties={"x":{"maxLength":1},"y":{"minimum":1},"z":{}}
	Props Outer `+"`json:\"props\"`"+`
}

type Phase string

type Custom struct{}

func (Custom) OpenAPISchemaType() []string { return nil }
func (*Custom) OpenAPISchemaFormat() string { return "" }
func (Custom) OpenAPIModelName() string     { return "" }

type Outer struct {
	Inner `+"`json:\",inline\"`"+`
}

type Inner struct {
	X int32 `+"`json:\"x\"`"+`
	Y int32 `+"`json:\"y\"`"+`
}`)
	cfg.Docs = docText{cfg.Markers.(docLines)}
	cfg.Reading, cfg.Formats = OpenAPIGenReading, OpenAPIGenFormats
	m, _ := Build(cfg, []*types.TypeName{root})
	var got []string
	for _, f := range m.ByType[root].Node.Object.Fields {
		got = append(got, fmt.Sprintf("%s: %v", f.Name, f.K8sValidationTypeErr))
	}
	want := []string{
		"bytes: <nil>",
		"uint8s: maxLength can only be used on string types",
		"num: maxLength can only be used on string types",
		"named: <nil>",
		"own: <nil>",
		`props: failed to validate property "x": maxLength can only be used on string types` + "\n" +
			`property used in comment tag "z" not found in struct example.com/p.Outer`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("type checks:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	custom := m.ByType[root.Pkg().Scope().Lookup("Custom").(*types.TypeName)]
	if ms := custom.OpenAPIMethods; !ms.TypeAndFormat || !ms.ModelName || ms.Definition || ms.V3OneOf {
		t.Errorf("Custom's methods: %+v, want type and format, model name", ms)
	}
}
