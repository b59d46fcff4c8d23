// Package decoder builds, from full type information (go/types), the
// reflection-free JSON decoders of API kinds that generated informers hand
// to the runtime (runtime.ObjectDecoder). It decides everything a decoder
// file contains — one function per Go type reachable from the kinds, the
// statement that decodes each JSON field, the imports — so that its
// template only prints.
//
// The decoders follow encoding/json's rules as sigs.k8s.io/json applies
// them (case-sensitive names): the same field names (tags, embedded
// structs, dominance), null leaves values alone except pointers, slices and
// maps, elements of an existing slice are decoded in place, map values are
// replaced, a type's own UnmarshalJSON is called with the raw value. Shapes
// this package does not decode itself (interfaces, arrays, byte slices,
// ",string" fields, text unmarshalers, types it cannot name) are decoded by
// the reflective decoder, field by field, so every type gets a decoder.
package decoder

import (
	"fmt"
	"go/types"
	"slices"
	"sort"
	"strings"

	"github.com/kubegen/kubegen/generators/gofile"
	"github.com/kubegen/kubegen/generators/gotype"
	"github.com/kubegen/kubegen/generators/model"
)

// Func is one generated function: func Name(r *kgruntime.JSONReader, v *Type) { Body }.
type Func struct {
	Name, Type string
	// Body is the function's statements, tab-indented.
	Body string
}

// File is everything a decoder file of one package holds.
type File struct {
	// Package is the file's package clause.
	Package string
	// Imports is the file's qualifier: the runtime and the packages of the
	// decoded types, under the names the functions use.
	Imports *gofile.Imports
	// DecodePkg is the local name in the file of the runtime's decode
	// package, which the generated functions are written against.
	DecodePkg string
	Funcs     []Func
	// Kinds maps a kind ("import/path.Name") to its decode function.
	Kinds map[string]string
}

// DecodeAlias is the name the file would like for the runtime's decode
// package (the model's, which predicts the other names from it); it is the
// first package named, so it has it unless the file's package does.
const DecodeAlias = model.DecoderDecodeAlias

// DecodePath is the import path of the runtime's decode package: what
// only generated decoders use, kept out of the runtime's own API.
const DecodePath = "github.com/kubegen/kubegen/runtime/decode"

// KindRef names one kind: a named type of a loaded package.
type KindRef struct {
	Pkg  *types.Package
	Name string
}

// Build makes the decoders of kinds for a file in package selfPath, whose
// package clause is selfName. Types shared by several kinds get one function.
func Build(kinds []KindRef, selfPath, selfName string) (*File, error) {
	im := gofile.NewImports(selfPath, selfName)
	g := &gen{self: selfPath, names: map[string]string{}, byType: map[string]string{}, im: im,
		rt: im.Name(DecodePath, DecodeAlias)}
	f := &File{Package: selfName, Kinds: map[string]string{}, Imports: im, DecodePkg: g.rt}
	for _, kr := range kinds {
		pkg, k := kr.Pkg, kr.Name
		obj := pkg.Scope().Lookup(k)
		tn, ok := obj.(*types.TypeName)
		if !ok {
			return nil, fmt.Errorf("%s.%s: not a type", pkg.Path(), k)
		}
		if !g.nameable(tn.Type()) {
			return nil, fmt.Errorf("%s.%s: its type cannot be named from %s", pkg.Path(), k, selfPath)
		}
		f.Kinds[pkg.Path()+"."+k] = g.funcFor(tn.Type())
	}
	f.Funcs = g.funcs
	sort.Slice(f.Funcs, func(i, j int) bool { return f.Funcs[i].Name < f.Funcs[j].Name })
	return f, nil
}

type gen struct {
	self   string
	funcs  []Func
	names  map[string]string // function name -> type string, to keep names unique
	byType map[string]string // type string -> function name
	im     *gofile.Imports   // the file's qualifier
	rt     string            // the runtime's name in the file
}

// qualify names every package but the file's own: its package name,
// numbered when another package of the file has it (the model predicts
// these names: Version.DecoderAPIAlias).
func (g *gen) qualify(p *types.Package) string { return g.im.Name(p.Path(), p.Name()) }

func (g *gen) typeString(t types.Type) string { return types.TypeString(t, g.qualify) }

// nameable reports whether the file can spell t: no unexported types of
// other packages, no type parameters, no anonymous structs or interfaces.
func (g *gen) nameable(t types.Type) bool {
	switch t := types.Unalias(t).(type) {
	case *types.Named:
		o := t.Obj()
		if o.Pkg() != nil && o.Pkg().Path() != g.self && !o.Exported() {
			return false
		}
		return t.TypeArgs().Len() == 0 && t.TypeParams().Len() == 0
	case *types.Basic:
		return t.Kind() != types.UnsafePointer && t.Kind() != types.Invalid
	case *types.Pointer:
		return g.nameable(t.Elem())
	case *types.Slice:
		return g.nameable(t.Elem())
	case *types.Map:
		return g.nameable(t.Key()) && g.nameable(t.Elem())
	case *types.Array:
		return g.nameable(t.Elem())
	default:
		return false
	}
}

// funcFor returns the decode function of t (a struct, slice or map type),
// generating it on first use.
func (g *gen) funcFor(t types.Type) string {
	key := g.typeString(t)
	if name, ok := g.byType[key]; ok {
		return name
	}
	name := "decode" + g.funcSuffix(t)
	for i := 2; g.names[name] != ""; i++ {
		name = fmt.Sprintf("decode%s%d", g.funcSuffix(t), i)
	}
	g.names[name] = key
	g.byType[key] = name
	idx := len(g.funcs)
	g.funcs = append(g.funcs, Func{Name: name, Type: key})
	g.funcs[idx].Body = g.body(t)
	return name
}

// funcSuffix spells t as part of an identifier.
func (g *gen) funcSuffix(t types.Type) string {
	switch t := types.Unalias(t).(type) {
	case *types.Named:
		q := ""
		if p := t.Obj().Pkg(); p != nil && p.Path() != g.self {
			q = g.qualify(p)
		}
		return capitalize(q) + capitalize(t.Obj().Name())
	case *types.Pointer:
		return "Ptr" + g.funcSuffix(t.Elem())
	case *types.Slice:
		return "Slice" + g.funcSuffix(t.Elem())
	case *types.Map:
		return "Map" + g.funcSuffix(t.Key()) + "To" + g.funcSuffix(t.Elem())
	case *types.Basic:
		return capitalize(t.Name())
	default:
		return "Value"
	}
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// body is the statements of t's decode function; v is a *T.
func (g *gen) body(t types.Type) string {
	var b strings.Builder
	switch u := t.Underlying().(type) {
	case *types.Struct:
		g.structBody(&b, u)
	case *types.Slice:
		elem := u.Elem()
		fmt.Fprintf(&b, "\tif r.Null() {\n\t\t*v = nil\n\t\treturn\n\t}\n")
		fmt.Fprintf(&b, "\tif !r.BeginArray() {\n\t\treturn\n\t}\n")
		fmt.Fprintf(&b, "\ti := 0\n\tfor r.NextElem() {\n")
		fmt.Fprintf(&b, "\t\tif i == len(*v) {\n\t\t\tvar zero %s\n\t\t\t*v = append(*v, zero)\n\t\t}\n", g.typeString(elem))
		fmt.Fprintf(&b, "\t\t%s\n", g.stmt("&(*v)[i]", elem, false))
		fmt.Fprintf(&b, "\t\ti++\n\t}\n")
		// encoding/json leaves an empty array as an empty, non-nil slice.
		fmt.Fprintf(&b, "\tif i == 0 {\n\t\t*v = %s{}\n\t} else {\n\t\t*v = (*v)[:i]\n\t}\n", g.typeString(t))
	case *types.Map:
		fmt.Fprintf(&b, "\tif r.Null() {\n\t\t*v = nil\n\t\treturn\n\t}\n")
		fmt.Fprintf(&b, "\tif !r.BeginObject() {\n\t\treturn\n\t}\n")
		fmt.Fprintf(&b, "\tif *v == nil {\n\t\t*v = make(%s)\n\t}\n", g.typeString(t))
		key := "r.KeyString()"
		if !types.Identical(u.Key(), types.Typ[types.String]) {
			key = g.typeString(u.Key()) + "(" + key + ")"
		}
		fmt.Fprintf(&b, "\tfor r.NextKey() {\n\t\tk := %s\n", key)
		fmt.Fprintf(&b, "\t\tvar e %s\n\t\t%s\n\t\t(*v)[k] = e\n\t}\n", g.typeString(u.Elem()), g.stmt("&e", u.Elem(), false))
	default:
		fmt.Fprintf(&b, "\tr.Reflect(v)\n")
	}
	return b.String()
}

// field is one JSON member of a struct, after encoding/json's rules.
type field struct {
	name   string
	tagged bool
	depth  int
	path   []*types.Var // the Go fields from the struct down to this one
	// asString: the field's ",string" option; the reflective decoder
	// reads such a field.
	asString bool
}

// structBody decodes the members of st; unknown members are skipped.
func (g *gen) structBody(b *strings.Builder, st *types.Struct) {
	fields, ok := g.jsonFields(st)
	if !ok || slices.ContainsFunc(fields, quoted) {
		// An embedded field this package cannot reach by name, or a
		// ",string" member, whose option a reflective decode of the member
		// alone would lose: let the reflective decoder do the whole struct.
		fmt.Fprintf(b, "\tr.Reflect(v)\n")
		return
	}
	fmt.Fprintf(b, "\tif !r.BeginObject() {\n\t\treturn\n\t}\n")
	fmt.Fprintf(b, "\tfor r.NextKey() {\n\t\tswitch string(r.Key()) {\n")
	for _, f := range fields {
		fmt.Fprintf(b, "\t\tcase %q:\n", f.name)
		expr := "v"
		for i, fv := range f.path {
			expr += "." + fv.Name()
			if i < len(f.path)-1 {
				if p, isPtr := types.Unalias(fv.Type()).(*types.Pointer); isPtr {
					// encoding/json allocates an embedded pointer on the way to a
					// member it decodes.
					fmt.Fprintf(b, "\t\t\tif %s == nil {\n\t\t\t\t%s = new(%s)\n\t\t\t}\n", expr, expr, g.typeString(p.Elem()))
				}
			}
		}
		fmt.Fprintf(b, "\t\t\t%s\n", g.stmt("&"+expr, f.path[len(f.path)-1].Type(), f.asString))
	}
	fmt.Fprintf(b, "\t\tdefault:\n\t\t\tr.Skip()\n\t\t}\n\t}\n")
}

// jsonFields lists st's JSON members as encoding/json's typeFields does;
// ok is false when a member is reached through a field this package
// cannot name.
func (g *gen) jsonFields(st *types.Struct) ([]field, bool) {
	var all []field
	ok := true
	var walk func(st *types.Struct, depth int, path []*types.Var, seen map[*types.Struct]bool)
	walk = func(st *types.Struct, depth int, path []*types.Var, seen map[*types.Struct]bool) {
		if seen[st] {
			return
		}
		seen[st] = true
		defer delete(seen, st)
		for i := 0; i < st.NumFields(); i++ {
			fv := st.Field(i)
			j := gotype.EncodingJSON.Of(gotype.FieldOf(fv, st.Tag(i)))
			if j.Skip {
				continue
			}
			if j.Inline {
				et := types.Unalias(fv.Type())
				if p, isPtr := et.(*types.Pointer); isPtr {
					et = types.Unalias(p.Elem())
				}
				if !fv.Exported() || !g.nameable(et) {
					ok = false
					continue
				}
				walk(et.Underlying().(*types.Struct), depth+1, append(append([]*types.Var(nil), path...), fv), seen)
				continue
			}
			f := field{name: j.Name, tagged: j.Named, depth: depth, path: append(append([]*types.Var(nil), path...), fv), asString: j.String}
			all = append(all, f)
		}
	}
	walk(st, 0, nil, map[*types.Struct]bool{})
	// Dominance: per name, the shallowest field wins, a tagged one over an
	// untagged one at the same depth; a tie hides the name entirely.
	byName := map[string][]field{}
	var order []string
	for _, f := range all {
		if _, dup := byName[f.name]; !dup {
			order = append(order, f.name)
		}
		byName[f.name] = append(byName[f.name], f)
	}
	var out []field
	for _, name := range order {
		fs := byName[name]
		sort.SliceStable(fs, func(i, j int) bool {
			if fs[i].depth != fs[j].depth {
				return fs[i].depth < fs[j].depth
			}
			return fs[i].tagged && !fs[j].tagged
		})
		if len(fs) > 1 && fs[0].depth == fs[1].depth && fs[0].tagged == fs[1].tagged {
			continue
		}
		out = append(out, fs[0])
	}
	return out, ok
}

// quoted reports whether encoding/json reads f as JSON inside a string:
// the ",string" option counts on a bool, number or string, or an unnamed
// pointer to one; on other types it is ignored.
func quoted(f field) bool {
	if !f.asString {
		return false
	}
	t := types.Unalias(f.path[len(f.path)-1].Type())
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&(types.IsBoolean|types.IsNumeric|types.IsString) != 0 && b.Info()&types.IsComplex == 0
}

// stmt decodes the value at ptr (an expression of type *t).
func (g *gen) stmt(ptr string, t types.Type, asString bool) string {
	if asString || !g.nameable(t) {
		return fmt.Sprintf("r.Reflect(%s)", ptr)
	}
	t = types.Unalias(t)
	if p, isPtr := t.(*types.Pointer); isPtr {
		elem := types.Unalias(p.Elem())
		if _, ptrptr := elem.(*types.Pointer); ptrptr {
			return fmt.Sprintf("r.Reflect(%s)", ptr)
		}
		// target is the pointer variable itself.
		target := "(*" + ptr + ")"
		if rest, ok := strings.CutPrefix(ptr, "&"); ok {
			target = rest
		}
		return fmt.Sprintf("if r.Null() {\n\t\t\t%s = nil\n\t\t} else {\n\t\t\tif %s == nil {\n\t\t\t\t%s = new(%s)\n\t\t\t}\n\t\t\t%s\n\t\t}",
			target, target, target, g.typeString(elem), g.stmt(target, elem, false))
	}
	if fn, ok := wellKnown[typeID(t)]; ok {
		return fmt.Sprintf("%s.%s(r, %s)", g.rt, fn, ptr)
	}
	if implements(t, "UnmarshalJSON") {
		return fmt.Sprintf("r.Unmarshal(%s)", ptr)
	}
	if implements(t, "UnmarshalText") {
		return fmt.Sprintf("r.Reflect(%s)", ptr)
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Info()&types.IsString != 0:
			return fmt.Sprintf("%s.ReadString(r, %s)", g.rt, ptr)
		case u.Info()&types.IsBoolean != 0:
			return fmt.Sprintf("%s.ReadBool(r, %s)", g.rt, ptr)
		case u.Info()&types.IsInteger != 0 && u.Info()&types.IsUnsigned == 0:
			return fmt.Sprintf("%s.ReadInt(r, %s, %d)", g.rt, ptr, bits(u))
		case u.Info()&types.IsUnsigned != 0:
			return fmt.Sprintf("%s.ReadUint(r, %s, %d)", g.rt, ptr, bits(u))
		case u.Info()&types.IsFloat != 0:
			return fmt.Sprintf("%s.ReadFloat(r, %s, %d)", g.rt, ptr, bits(u))
		}
	case *types.Struct:
		if _, named := t.(*types.Named); named {
			return fmt.Sprintf("%s(r, %s)", g.funcFor(t), ptr)
		}
	case *types.Slice:
		if b, isBasic := types.Unalias(u.Elem()).Underlying().(*types.Basic); isBasic && b.Kind() == types.Uint8 {
			break // base64, and byte-sized text unmarshalers: reflective
		}
		if implements(u.Elem(), "UnmarshalText") && !implements(u.Elem(), "UnmarshalJSON") {
			break
		}
		return fmt.Sprintf("%s(r, %s)", g.funcFor(t), ptr)
	case *types.Map:
		k, isBasic := types.Unalias(u.Key()).Underlying().(*types.Basic)
		if !isBasic || k.Info()&types.IsString == 0 || implements(u.Key(), "UnmarshalText") {
			break
		}
		return fmt.Sprintf("%s(r, %s)", g.funcFor(t), ptr)
	}
	return fmt.Sprintf("r.Reflect(%s)", ptr)
}

// wellKnown are types with their own UnmarshalJSON that the runtime
// decodes the same way, faster (see runtime.ReadMetaTime).
var wellKnown = map[string]string{
	"k8s.io/apimachinery/pkg/apis/meta/v1.Time":       "ReadMetaTime",
	"k8s.io/apimachinery/pkg/apis/meta/v1.MicroTime":  "ReadMetaMicroTime",
	"k8s.io/apimachinery/pkg/util/intstr.IntOrString": "ReadIntOrString",
}

// typeID is "import/path.Name" for a named type, "" otherwise.
func typeID(t types.Type) string {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return ""
	}
	return n.Obj().Pkg().Path() + "." + n.Obj().Name()
}

// bits is the size of an integer or float kind; 0 for int and uint, whose
// size is the platform's.
func bits(b *types.Basic) int {
	switch b.Kind() {
	case types.Int8, types.Uint8:
		return 8
	case types.Int16, types.Uint16:
		return 16
	case types.Int32, types.Uint32, types.Float32:
		return 32
	case types.Int64, types.Uint64, types.Float64:
		return 64
	default:
		return 0
	}
}

// implements reports whether *t has the method (UnmarshalJSON or
// UnmarshalText) with the signature encoding/json looks for.
func implements(t types.Type, method string) bool {
	ms := types.NewMethodSet(types.NewPointer(t))
	for i := 0; i < ms.Len(); i++ {
		fn, ok := ms.At(i).Obj().(*types.Func)
		if !ok || fn.Name() != method {
			continue
		}
		sig := fn.Type().(*types.Signature)
		if sig.Params().Len() != 1 || sig.Results().Len() != 1 {
			return false
		}
		s, isSlice := sig.Params().At(0).Type().Underlying().(*types.Slice)
		if !isSlice {
			return false
		}
		b, isBasic := s.Elem().Underlying().(*types.Basic)
		return isBasic && b.Kind() == types.Uint8 && sig.Results().At(0).Type().String() == "error"
	}
	return false
}
