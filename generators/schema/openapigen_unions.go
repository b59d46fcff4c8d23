package schema

import (
	"fmt"
	"go/types"
	"maps"
	"slices"
	"strings"

	"github.com/kubegen/kubegen/generators/gotype"
)

// openAPIGenUnions reads the unions of struct st (declared as named) as
// openapi-gen does (Reading.OpenAPIGenUnions), with the problems it
// reports: a +union struct is one union of its named fields (embedded and
// +unionDeprecated ones are errors and left out, every member must be
// optional); embedded structs, unless excluded, bring their own (through
// no pointer: its parser lists no members of a pointer); and fields
// marked +unionDeprecated form one with the +unionDiscriminator field. A
// member's discriminator value is its Go name.
func (b *builder) openAPIGenUnions(named *types.Named, st *types.Struct) ([]Union, []error) {
	b.noteDocs(named, st)
	typeName := ""
	var tm markers
	if named != nil {
		typeName, tm = named.Obj().Name(), b.typeMarkers(named.Obj())
	}
	var out []Union
	var errs []error
	type field struct {
		v    *types.Var
		j    gotype.JSON
		m    markers
		opt  bool
		oerr bool
	}
	var fs []field
	for i := range st.NumFields() {
		v := st.Field(i)
		j := b.jsonRules().Of(gotype.FieldOf(v, st.Tag(i)))
		m := b.fieldMarkers(v, "")
		fs = append(fs, field{v: v, j: j, m: m, opt: !m.required && (m.optional || j.OmitEmpty), oerr: m.optional && m.required})
	}
	setDiscriminator := func(u *Union, name string) {
		if u.Discriminator != "" {
			errs = append(errs, fmt.Errorf("at least two discriminators found: %v and %v", name, u.Discriminator))
		}
		u.Discriminator = name
	}
	if tm.union {
		u := Union{}
		members := map[string]string{}
		for _, f := range fs {
			switch {
			case f.j.Name == "":
			case f.j.Inline:
				errs = append(errs, fmt.Errorf("union structures can't have embedded fields: %v.%v", typeName, f.v.Name()))
			case f.m.unionDeprecated:
				errs = append(errs, fmt.Errorf("union struct can't have unionDeprecated members: %v.%v", typeName, f.v.Name()))
			case f.m.unionDiscriminator:
				setDiscriminator(&u, f.j.Name)
			default:
				if !f.opt || f.oerr {
					errs = append(errs, fmt.Errorf("union members must be optional: %v.%v", typeName, f.v.Name()))
				}
				members[f.j.Name] = f.v.Name()
			}
		}
		out = append(out, unionOf(u.Discriminator, members))
	}
	for _, f := range fs {
		if !f.j.Inline || b.excluded(b.fieldDoc(f.v)) {
			continue
		}
		if n, ok := types.Unalias(f.v.Type()).(*types.Named); ok {
			if inner, ok := n.Underlying().(*types.Struct); ok {
				us, es := b.openAPIGenUnions(n, inner)
				out, errs = append(out, us...), append(errs, es...)
			}
		}
	}
	u := Union{}
	members := map[string]string{}
	for _, f := range fs {
		if f.j.Name == "" || f.j.Inline {
			continue
		}
		if f.m.unionDiscriminator {
			setDiscriminator(&u, f.j.Name)
		}
		if f.m.union {
			errs = append(errs, fmt.Errorf("union tag is not accepted on struct members: %v.%v", typeName, f.v.Name()))
			continue
		}
		if f.m.unionDeprecated {
			if !f.opt || f.oerr {
				errs = append(errs, fmt.Errorf("union members must be optional: %v.%v", typeName, f.v.Name()))
			}
			members[f.j.Name] = f.v.Name()
		}
	}
	if len(members) == 0 {
		return out, errs
	}
	if _, ok := members[u.Discriminator]; ok && u.Discriminator != "" {
		errs = append(errs, fmt.Errorf("%v can't be both discriminator and part of the union", u.Discriminator))
	}
	seen := map[string]bool{}
	for _, k := range slices.Sorted(maps.Keys(members)) {
		if seen[members[k]] {
			errs = append(errs, fmt.Errorf("discriminated value is used twice: %v", members[k]))
		}
		seen[members[k]] = true
	}
	return append(out, unionOf(u.Discriminator, members)), errs
}

// unionOf is a union of members (JSON name to Go name), sorted.
func unionOf(discriminator string, members map[string]string) Union {
	u := Union{Discriminator: discriminator}
	for name, goName := range members {
		u.Members = append(u.Members, UnionMember{Field: name, DiscriminatorValue: goName})
	}
	slices.SortFunc(u.Members, func(a, b UnionMember) int { return strings.Compare(a.Field, b.Field) })
	return u
}
