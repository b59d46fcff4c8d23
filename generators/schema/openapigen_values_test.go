package schema

import (
	"go/types"
	"strings"
	"testing"
)

// The values openapi-gen has no schema for: the error it fails with
// (kube-openapi's openapi.go words, with gengo's spelling of types), an
// interface{} it writes as an object, and a generic struct's instance it
// refers to by the generic type's name.
func TestOpenAPIGenUntypedValues(t *testing.T) {
	root, cfg := check(t, `type Root struct {
	IntKeys map[int]string `+"`json:\"intKeys\"`"+`
	PtrKeys map[*string]string `+"`json:\"ptrKeys\"`"+`
	Ch chan int `+"`json:\"ch\"`"+`
	Ptr uintptr `+"`json:\"ptr\"`"+`
	Cplx complex64 `+"`json:\"cplx\"`"+`
	Anon struct{ A string } `+"`json:\"anon\"`"+`
	AnonList []struct{ A string } `+"`json:\"anonList\"`"+`
	Anys []any `+"`json:\"anys\"`"+`
	Empties []interface{} `+"`json:\"empties\"`"+`
	Empty interface{} `+"`json:\"empty\"`"+`
	Named Iface `+"`json:\"named\"`"+`
	MapOfFuncs map[string]func() `+"`json:\"mapOfFuncs\"`"+`
	Boxed Box[int] `+"`json:\"boxed\"`"+`
	Listed List[int] `+"`json:\"listed\"`"+`
	S string `+"`json:\"s\"`"+`
}

type Iface interface{}

type Box[T any] struct{ V T }

type List[T any] []T`)
	cfg.Reading, cfg.Formats = OpenAPIGenReading, OpenAPIGenFormats
	m, _ := Build(cfg, []*types.TypeName{root})
	var got []string
	for _, f := range m.ByType[root].Node.Object.Fields {
		s := f.Name
		if f.ValueErr != nil {
			s += " error " + f.ValueErr.Error()
		}
		if f.Type.Kind == Map {
			s += " map"
		}
		if f.Type.Kind == Array && f.Type.Items.Kind == Scalar {
			s += " list of " + string(f.Type.Items.Scalar)
		}
		if n := f.Type; n.Kind == Array {
			f.Type = *n.Items
		}
		if f.Type.EmptyInterface {
			s += " object"
		}
		if f.Type.Generic != nil {
			s += " ref " + qualified(f.Type.Generic)
		}
		got = append(got, s)
	}
	want := []string{
		"intKeys error failed to generate map property in example.com/p.Root: IntKeys: map with non-string keys are not supported by OpenAPI in map[int]string",
		"ptrKeys map",
		"ch error cannot generate spec for type chan int",
		"ptr error please add type uintptr to getOpenAPITypeFormat function",
		"cplx error cannot generate spec for type complex64",
		"anon error anonymous struct struct{A string} has no OpenAPI definition to refer to",
		"anonList error failed to generate slice property in example.com/p.Root: AnonList: anonymous struct struct{A string} has no OpenAPI definition to refer to",
		"anys error failed to generate slice property in example.com/p.Root: Anys: slice Element kind Interface is not supported in any",
		"empties object",
		"empty object",
		"named",
		"mapOfFuncs error failed to generate map property in example.com/p.Root: MapOfFuncs: map Element kind Func is not supported in map[string]func() map",
		"boxed ref example.com/p.Box",
		"listed list of integer",
		"s",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("values:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
