package schema

import (
	"fmt"
	"go/types"
	"strings"
	"testing"
)

// openapi-gen's unions: a +union struct's, an embedded struct's (not
// through a pointer; Choice's deprecated field makes a second union of
// its own, as upstream's), the deprecated one, and the problems
// openapi-gen reports while still writing them.
func TestOpenAPIGenUnions(t *testing.T) {
	root, cfg := check(t, `type Root struct {
	Choice `+"`json:\",inline\"`"+`
	*Pointed `+"`json:\",inline\"`"+`
	// +unionDiscriminator
	Kind string `+"`json:\"kind\"`"+`
	// +unionDeprecated
	// +optional
	Old *string `+"`json:\"old,omitempty\"`"+`
	// +unionDeprecated
	Required string `+"`json:\"required\"`"+`
}

// +union
type Choice struct {
	// +unionDiscriminator
	Type string `+"`json:\"type\"`"+`
	// +optional
	A *string `+"`json:\"a,omitempty\"`"+`
	// +unionDeprecated
	Dep *string `+"`json:\"dep,omitempty\"`"+`
}

// +union
type Pointed struct {
	// +optional
	P *string `+"`json:\"p,omitempty\"`"+`
}`)
	cfg.Docs = docText{cfg.Markers.(docLines)}
	cfg.Reading = Reading{JSON: OpenAPIGenReading.JSON, OpenAPIGenUnions: true, MarkersInDocs: true}
	m, _ := Build(cfg, []*types.TypeName{root})
	obj := m.ByType[root].Node.Object
	var got []string
	for _, u := range obj.Unions {
		got = append(got, fmt.Sprintf("%s:%v", u.Discriminator, u.Members))
	}
	if g, want := strings.Join(got, " "), "type:[{a A}] type:[{dep Dep}] kind:[{old Old} {required Required}]"; g != want {
		t.Errorf("unions %s, want %s", g, want)
	}
	var errs []string
	for _, e := range obj.UnionErrs {
		errs = append(errs, e.Error())
	}
	if g, want := strings.Join(errs, "; "), "union struct can't have unionDeprecated members: Choice.Dep; union members must be optional: Root.Required"; g != want {
		t.Errorf("problems %q, want %q", g, want)
	}
}
