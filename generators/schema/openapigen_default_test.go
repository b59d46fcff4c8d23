package schema

import (
	"fmt"
	"go/types"
	"strings"
	"testing"
)

// openapi-gen's defaults: the implied zero values (byte's an int), the
// +default of the field or of its type's declaration, ref() kept as a
// symbol, and what openapi-gen fails on.
func TestOpenAPIGenDefaults(t *testing.T) {
	root, cfg := check(t, `type Root struct {
	S string `+"`json:\"s\"`"+`
	O string `+"`json:\"o,omitempty\"`"+`
	I int32 `+"`json:\"i\"`"+`
	B int8 `+"`json:\"b\"`"+`
	St Inner `+"`json:\"st\"`"+`
	P *int32 `+"`json:\"p\"`"+`
	// +default=5
	Five int32 `+"`json:\"five,omitempty\"`"+`
	// +default=5
	Clash int32 `+"`json:\"clash\"`"+`
	Phase *Phase `+"`json:\"phase\"`"+`
	// +default=ref(Const)
	Ref *string `+"`json:\"ref\"`"+`
	// +default=1
	// +default=2
	Twice *int32 `+"`json:\"twice\"`"+`
	Ch chan int `+"`json:\"ch\"`"+`
	Self Decoded `+"`json:\"self\"`"+`
}

type Inner struct{ X string }

// +default="a"
type Phase string

const Const = "c"

type Decoded struct{ X string }

func (d *Decoded) UnmarshalJSON([]byte) error { return nil }`)
	cfg.Docs = docText{cfg.Markers.(docLines)}
	cfg.Reading = Reading{Defaults: DefaultsOpenAPIGen}
	m, _ := Build(cfg, []*types.TypeName{root})
	var got []string
	for _, f := range m.ByType[root].Node.Object.Fields {
		s := fmt.Sprintf("%s=%#v", f.Name, f.Default)
		if f.DefaultRef != nil {
			s += fmt.Sprintf(" ref %s.%s", f.DefaultRef.Pkg, f.DefaultRef.Name)
		}
		if f.DefaultErr != nil {
			s += " error " + f.DefaultErr.Error()
		}
		got = append(got, s)
	}
	want := []string{
		`b=0`,
		`ch=<nil> error not sure how to enforce default for Chan`,
		`clash=<nil> error invalid default value (5) for non-pointer/non-omitempty. If specified, must be: 0`,
		`five=5`,
		`i=0`,
		`o=<nil>`,
		`p=<nil>`,
		`phase="a"`,
		`ref=<nil> ref example.com/p.Const`,
		`s=""`,
		`self=<nil>`,
		`st=map[string]interface {}{}`,
		`twice=<nil> error multiple values are not allowed for tag default`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("defaults:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// The int 0 of byte (b, the first field by name) is not the float64 0 of other integers.
	if _, isInt := m.ByType[root].Node.Object.Fields[0].Default.(int); !isInt {
		t.Errorf("b's default is %T, want int", m.ByType[root].Node.Object.Fields[0].Default)
	}
}
