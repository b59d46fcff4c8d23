package schema

import (
	"go/constant"
	"go/types"
	"sort"

	"github.com/kubegen/kubegen/generators/tags"
)

// Enum is a string type whose values openapi-gen lists (+enum on the
// type), with the constants of it that it counts.
type Enum struct {
	Type   *types.TypeName
	Values []EnumValue
}

// EnumValue is a constant of an enum type: its name, its value as
// openapi-gen prints it (a string constant's text, else Go's spelling)
// and its comment lines (Config.ConstDocs).
type EnumValue struct {
	Name, Value string
	Doc         []string
}

// enums fills Model.Enums under Reading.OpenAPIGenEnums. openapi-gen's
// rule: an enum is a type declared in one of its input packages
// (Config.EnumPackages) as a string with +enum in its comment, and its
// values are the constants of that type declared in those packages only
// (in package order, by name within a package); constants of it declared
// elsewhere do not count. A type declared as another string type is a
// string to it too (its view keeps only the underlying type).
func (b *builder) enums() {
	if !b.cfg.Reading.OpenAPIGenEnums {
		return
	}
	b.model.Enums = map[*types.TypeName]*Enum{}
	for _, p := range b.cfg.EnumPackages {
		scope := p.Scope()
		for _, n := range scope.Names() {
			tn, ok := scope.Lookup(n).(*types.TypeName)
			if !ok || tn.IsAlias() || tn.Type().Underlying() != types.Typ[types.String] {
				continue
			}
			if tags.ExactValues(b.typeDoc(tn), "enum") != nil {
				b.model.Enums[tn] = &Enum{Type: tn}
			}
		}
	}
	for _, p := range b.cfg.EnumPackages {
		scope := p.Scope()
		names := scope.Names()
		sort.Strings(names)
		for _, n := range names {
			c, ok := scope.Lookup(n).(*types.Const)
			if !ok {
				continue
			}
			named, ok := c.Type().(*types.Named)
			if !ok {
				continue
			}
			e := b.model.Enums[named.Obj()]
			if e == nil {
				continue
			}
			v := c.Val().String()
			if c.Val().Kind() == constant.String {
				v = constant.StringVal(c.Val())
			}
			var doc []string
			if b.cfg.ConstDocs != nil {
				doc = b.cfg.ConstDocs(c)
			}
			e.Values = append(e.Values, EnumValue{Name: n, Value: v, Doc: doc})
		}
	}
}
