package crdschema

import (
	"go/token"
	"go/types"
)

// aliasSchema is the schema beside the reference where a field (or an
// element) is written with the alias a (type A = B), and the type
// referred to. controller-gen reads the field's syntax, so the rule
// depends on how the alias is written:
//
//   - pkg.A (an alias of another package) refers to A itself: A's doc and
//     markers, over B's schema (A's declaration in A's package);
//   - A of the package itself refers to what A names: B when B is a
//     named type or another alias (A's doc and markers are not read), A
//     when B is a basic type (A's doc and markers, type and format
//     beside), and is an error for any other B (a list, a map, a
//     pointer), which controller-gen cannot write.
func (r *renderer) aliasSchema(a *types.Alias, ctx *types.Package, at token.Pos) (*props, *types.TypeName) {
	tn := a.Obj()
	if tn.Pkg() != ctx {
		return besideRef(a.Underlying()), tn
	}
	switch rhs := a.Rhs().(type) {
	case *types.Basic:
		typ, format, err := basicType(rhs, r.opts.AllowDangerousTypes)
		if err != "" {
			r.diags.Add(r.pos(at), tn.Name(), "%s", err)
		}
		return &props{Type: typ, Format: format}, tn
	case *types.Named:
		if rhs.TypeArgs().Len() > 0 {
			return r.exprSchema(rhs, ctx, at, nil) // the generic type's error
		}
		return besideLocalRef(rhs), rhs.Obj()
	case *types.Alias:
		return besideLocalRef(rhs), rhs.Obj()
	}
	rhs := types.TypeString(a.Rhs(), types.RelativeTo(ctx))
	r.diags.Add(r.pos(at), tn.Name(), "type alias %s stands for %s, which controller-gen cannot write where the alias is used (unsupported type %T); write %s there instead of %s", tn.Name(), rhs, a.Rhs(), rhs, tn.Name())
	return &props{}, nil
}

// besideRef is what controller-gen writes beside a reference to a type
// of another package: the JSON type of a list or a map, so that the
// field's list and map markers apply.
func besideRef(underlying types.Type) *props {
	switch underlying.(type) {
	case *types.Slice:
		return &props{Type: "array"}
	case *types.Map:
		return &props{Type: "object"}
	}
	return &props{}
}

// besideLocalRef is what controller-gen writes beside a reference it
// reached through a local alias: besideRef, and the type and format of a
// basic type.
func besideLocalRef(t types.Type) *props {
	if b, ok := types.Unalias(t).Underlying().(*types.Basic); ok {
		typ, format, _ := basicType(b, true)
		return &props{Type: typ, Format: format}
	}
	return besideRef(types.Unalias(t).Underlying())
}
