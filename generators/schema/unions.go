package schema

import (
	"slices"
	"strings"

	"go/types"

	"github.com/kubegen/kubegen/generators/gotype"
)

// unions reads the unions of struct st as openapi-gen writes them into
// x-kubernetes-unions: a
// struct marked +union is one union of its fields (the one marked
// +unionDiscriminator discriminates), embedded structs bring their own,
// and fields marked +unionDeprecated form one with the struct's
// +unionDiscriminator field. Each member's discriminator value is its Go
// field name.
func (b *builder) unions(named *types.Named, st *types.Struct, m markers) []Union {
	var out []Union
	fs := b.unionFields(named, st)
	if m.union {
		u := Union{}
		for _, f := range fs {
			if f.embedded {
				continue
			}
			if f.m.unionDiscriminator {
				u.Discriminator = f.json
				continue
			}
			u.Members = append(u.Members, UnionMember{Field: f.json, DiscriminatorValue: f.goName})
		}
		out = append(out, sorted(u))
	}
	for _, f := range fs {
		if f.embedded {
			if inner, ok := embeddedStruct(f.v.Type()); ok {
				out = append(out, b.unions(namedOf(f.v.Type()), inner, b.typeMarkersOf(f.v.Type()))...)
			}
		}
	}
	u := Union{}
	for _, f := range fs {
		if f.embedded {
			continue
		}
		if f.m.unionDiscriminator && !m.union {
			u.Discriminator = f.json
		}
		if f.m.unionDeprecated {
			u.Members = append(u.Members, UnionMember{Field: f.json, DiscriminatorValue: f.goName})
		}
	}
	if len(u.Members) > 0 {
		out = append(out, sorted(u))
	}
	return out
}

func sorted(u Union) Union {
	slices.SortFunc(u.Members, func(a, b UnionMember) int { return strings.Compare(a.Field, b.Field) })
	return u
}

// unionField is a direct field of a struct with its markers.
type unionField struct {
	v            *types.Var
	json, goName string
	embedded     bool // promoted into the struct (no JSON name of its own)
	m            markers
}

func (b *builder) unionFields(named *types.Named, st *types.Struct) []unionField {
	b.noteDocs(named, st)
	var out []unionField
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		j := b.jsonRules().Of(gotype.FieldOf(f, st.Tag(i)))
		if j.Skip {
			continue
		}
		uf := unionField{v: f, json: j.Name, goName: f.Name(), embedded: j.Inline, m: b.fieldMarkers(f, "")}
		out = append(out, uf)
	}
	return out
}

// typeMarkersOf reads the markers of a (pointer to a) named type's
// declaration.
func (b *builder) typeMarkersOf(t types.Type) markers {
	if n, ok := deref(t).(*types.Named); ok {
		return b.typeMarkers(n.Obj())
	}
	return markers{}
}
