package validation

import (
	"fmt"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/kubegen/kubegen/generators/gotype"
	"github.com/kubegen/kubegen/generators/gotype/gengo"
	"github.com/kubegen/kubegen/generators/tags"
)

// tagAt is one validator tag written on a type or field.
type tagAt struct {
	name, value string
	args        []tags.Arg // inside the parentheses after the name
	err         error      // the arguments do not follow the grammar
	pos         token.Position
	quoted      bool // the value was a quoted string
	// option is the +k8s:ifEnabled/ifDisabled this opacity tag was read
	// out of (optionopaque.go), a warning: the option changes nothing.
	option string
}

// emitable says whether the tag makes code: +k8s:opaqueType, and
// +k8s:eachKey/eachVal of it, only stop the walk.
func (t tagAt) emitable() bool {
	t = t.unleveled()
	switch t.name {
	case tags.OpaqueType:
		return false
	case "k8s:eachVal", "k8s:eachKey":
		return strings.TrimSpace(t.value) != "+"+tags.OpaqueType
	}
	return true
}

// unleveled is the tag a +k8s:alpha or +k8s:beta wraps (they only mark
// what they wrap), or t itself.
func (t tagAt) unleveled() tagAt {
	for t.name == "k8s:alpha" || t.name == "k8s:beta" {
		in, _, err := wrapped(t)
		if err != nil {
			break
		}
		t = in
	}
	return t
}

// node is one type of the graph the walk builds, as upstream's typeNode:
// a named type of an included package, or a builtin, slice or map; never
// a pointer.
type node struct {
	t          types.Type
	name       string // upstream's name for it in messages
	referenced bool   // reached as a field, element, key or underlying type
	tags       []tagAt
	// opaqueKey and opaqueVal are +k8s:eachKey/eachVal=+k8s:opaqueType on
	// a named slice or map.
	opaqueKey, opaqueVal bool
	// opaque is +k8s:opaqueType on the type itself: only its own tags
	// count, its fields are not validated (emit.go skips them, as upstream).
	opaque bool

	fields    []*child
	key, elem *node

	// Set by resolve: the type-attached validations, and the first tag
	// this step does not generate (with why).
	calls []call
	vars  []variable
	bad   *refusal
	// iters are element or key types upstream would iterate that this
	// step does not: refused, as iterWhy, when one has validations.
	iters   []*node
	iterWhy refusal
	// iterKey and iterVal are a named map's or list's key and element
	// types whose functions the type's own calls on each (iterate.go).
	iterKey, iterVal *node
	// list is a named list type's own list tags (typelist.go).
	list listMeta
}

// refusal is a tag or shape this step does not generate, where it is.
type refusal struct {
	tag string
	pos token.Position
}

// child is a struct field.
type child struct {
	name string
	json string // the json tag's name, "" for none (an inline embedded field)
	t    types.Type
	at   token.Pos
	pos  token.Position
	node *node // nil: the field's type is not walked (another package, or opaque)
	tags []tagAt
	// iter is a list or map field's named element type, whose validation
	// function each element is passed to.
	iter    *node
	iterKey *node // a map field's named key type, each key passed to its function
	list    listMeta
	iters   []*node
	iterWhy refusal
	calls   []call
	vars    []variable
	bad     *refusal
}

// walker builds the graph of every root type of the run, as upstream's
// typeDiscoverer: packages outside included (the inputs' types packages
// and --readonly-pkg) are not entered.
type walker struct {
	fset     *token.FileSet
	src      *gengo.Comments
	included map[string]string // types package -> the package its validations are generated into
	nodes    map[string]*node  // by type string
	// consts are each package's constants by type (constsOf).
	consts map[*types.Package]map[*types.TypeName][]*types.Const
	// warns are doubtful tags upstream accepts, found by resolve.
	warns []*errAt
}

// typeKey names a type for the node map: the same type reached twice is
// one node.
func typeKey(t types.Type) string { return types.TypeString(t, nil) }

// validatorTags are the validator tags among a comment's lines, each at
// its line (the comment ends on the line above at), read by tags.ReadTag.
func validatorTags(lines []string, at token.Position) []tagAt {
	var out []tagAt
	for i, l := range lines {
		w, ok := tags.ReadTag(l)
		if !ok || !slices.Contains(tags.Validators, w.Name) {
			continue
		}
		pos := at
		if pos.Line > 0 {
			pos.Line -= len(lines) - i
			pos.Column = 1
		}
		out = append(out, optionOpaque(tagAt{name: w.Name, value: w.Value, args: w.Args, err: w.Err, pos: pos, quoted: w.Quoted}))
	}
	return out
}

// errAt is a walk error at a position, with the fix in its message.
type errAt struct {
	pos token.Position
	msg string
}

func (e *errAt) Error() string { return e.msg }

// discover returns the node of t, walking it the first time; nil when t is
// a named type of a package not included. at is where t was reached (a
// field), path the field path upstream names in its messages.
func (w *walker) discover(t types.Type, at token.Position, path string) (*node, error) {
	t = types.Unalias(t)
	if n, ok := t.(*types.Named); ok && n.Obj().Pkg() != nil {
		if _, ok := w.included[n.Obj().Pkg().Path()]; !ok {
			return nil, nil
		}
	}
	if msg := unsupported(t); msg != "" {
		return nil, &errAt{at, fmt.Sprintf("field %s (%s): %s; upstream's validation-gen fails on it too: change the field's type, or leave the type out with +k8s:validation-gen=false", path, typeKey(t), msg)}
	}
	if p, ok := t.(*types.Pointer); ok {
		return w.discover(p.Elem(), at, path)
	}
	key := typeKey(t)
	if n, ok := w.nodes[key]; ok {
		return n, nil
	}
	n := &node{t: t, name: key}
	w.nodes[key] = n
	named, _ := t.(*types.Named)
	if named != nil {
		path = key
	}
	var err error
	switch u := t.Underlying().(type) {
	case *types.Struct:
		if named != nil {
			err = w.discoverStruct(n, u, path)
		}
	case *types.Slice:
		n.elem, err = w.discoverChild(u.Elem(), at, path+"[vals]")
	case *types.Map:
		if n.key, err = w.discoverChild(u.Key(), at, path+"[keys]"); err == nil {
			n.elem, err = w.discoverChild(u.Elem(), at, path+"[vals]")
		}
	}
	if err != nil {
		return nil, err
	}
	if named == nil {
		return n, nil
	}
	doc, _ := w.src.TypeDocs(named.Obj().Pos())
	decl := w.fset.Position(named.Obj().Pos())
	n.tags = validatorTags(doc, decl)
	for _, tg := range n.tags {
		tg = tg.unleveled()
		switch {
		case tg.name == tags.OpaqueType:
			n.opaque = true
		case tg.name == "k8s:eachVal" && !tg.emitable():
			n.opaqueVal = true
		case tg.name == "k8s:eachKey" && !tg.emitable():
			n.opaqueKey = true
		}
	}
	// A named slice or map whose values or keys are of a package not
	// included must say it skips them, as upstream requires.
	switch u := named.Underlying().(type) {
	case *types.Slice:
		if n.elem == nil && !n.opaqueVal {
			return nil, notIncluded(decl, path, "value", u.Elem(), "+k8s:eachVal=+k8s:opaqueType to the type")
		}
	case *types.Map:
		if n.key == nil && !n.opaqueKey {
			return nil, notIncluded(decl, path, "key", u.Key(), "+k8s:eachKey=+k8s:opaqueType to the type")
		}
		if n.elem == nil && !n.opaqueVal {
			return nil, notIncluded(decl, path, "value", u.Elem(), "+k8s:eachVal=+k8s:opaqueType to the type")
		}
	}
	return n, nil
}

// discoverChild is discover for a type reached from another: its node
// counts as referenced.
func (w *walker) discoverChild(t types.Type, at token.Position, path string) (*node, error) {
	n, err := w.discover(t, at, path)
	if n != nil {
		n.referenced = true
	}
	return n, err
}

func notIncluded(at token.Position, path, what string, t types.Type, opaque string) error {
	return &errAt{at, fmt.Sprintf("%s: %s type %s is in a package validation-gen does not walk; add the package to --readonly-pkg, or add %s to skip its validation", path, what, typeKey(t), opaque)}
}

// discoverStruct walks the exported fields of a named struct.
func (w *walker) discoverStruct(n *node, st *types.Struct, path string) error {
	for i := range st.NumFields() {
		f := st.Field(i)
		if !f.Exported() {
			continue
		}
		pos := w.fset.Position(f.Pos())
		fpath := path + "." + jsonName(f.Name(), st.Tag(i))
		c := &child{name: f.Name(), json: fieldJSONName(f, st.Tag(i)), t: f.Type(), at: f.Pos(), pos: pos, tags: validatorTags(w.src.Doc(f.Pos()), pos)}
		cn, err := w.discoverChild(f.Type(), pos, fpath)
		if err != nil {
			return err
		}
		c.node = cn
		opaque, opaqueKey, opaqueVal := false, false, false
		for _, tg := range c.tags {
			tg = tg.unleveled()
			switch {
			case tg.name == tags.OpaqueType:
				opaque = true
			case tg.name == "k8s:eachVal" && !tg.emitable():
				opaqueVal = true
			case tg.name == "k8s:eachKey" && !tg.emitable():
				opaqueKey = true
			}
		}
		ft := types.Unalias(f.Type())
		if p, ok := ft.(*types.Pointer); ok {
			ft = types.Unalias(p.Elem())
		}
		if _, isNamed := ft.(*types.Named); isNamed {
			if _, isIface := ft.Underlying().(*types.Interface); !isIface {
				if c.node == nil && !opaque {
					return &errAt{pos, fmt.Sprintf("%s: type %s is in a package validation-gen does not walk; add the package to --readonly-pkg, or add +k8s:opaqueType to the field to skip its validation", fpath, typeKey(f.Type()))}
				}
				if opaque {
					c.node = nil
				}
			}
		}
		switch u := types.Unalias(f.Type()).(type) {
		case *types.Slice:
			if w.part(c.node.elem, u.Elem()) == nil && !opaqueVal {
				return w.missingItem(pos, fpath, u.Elem())
			}
		case *types.Map:
			if w.part(c.node.key, u.Key()) == nil && !opaqueKey {
				return notIncluded(pos, fpath, "key", u.Key(), "+k8s:eachKey=+k8s:opaqueType to the field")
			}
			if w.part(c.node.elem, u.Elem()) == nil && !opaqueVal {
				return notIncluded(pos, fpath, "value", u.Elem(), "+k8s:eachVal=+k8s:opaqueType to the field")
			}
		}
		n.fields = append(n.fields, c)
	}
	return nil
}

// part is a list's or map's element or key node: wired, or, while a
// recursive type is still being walked (the list's node is made but its
// element not yet set), the node already made for the element's type.
func (w *walker) part(wired *node, t types.Type) *node {
	if wired != nil {
		return wired
	}
	return w.nodes[typeKey(t)]
}

// jsonTagName is the name a json struct tag gives, "" for none.
func jsonTagName(tag string) string {
	if name := gotype.ParseJSONTag(tag).Name; name != "-" {
		return name
	}
	return ""
}

// fieldJSONName is a field's JSON name as gengo's LookupJSON reads it,
// which upstream names fields by in paths and unions: the json tag's name,
// else the Go name of a field that is not embedded; "" for "-" and for an
// inlined embedded field.
func fieldJSONName(f *types.Var, tag string) string {
	jt := gotype.ParseJSONTag(tag)
	if jt.Value == "-" {
		return ""
	}
	name := jt.Name
	if name == "" && !f.Embedded() {
		name = f.Name()
	}
	return name
}

// jsonName is the field's name in paths: its json tag's, else its Go name.
func jsonName(goName, tag string) string {
	if name := gotype.ParseJSONTag(tag).Name; name != "" && name != "-" {
		return name
	}
	return goName
}

// unsupported is upstream's list of shapes validation-gen refuses, or "".
func unsupported(t types.Type) string {
	switch u := t.(type) {
	case *types.Named:
		if _, ok := u.Underlying().(*types.Pointer); ok {
			return "typedefs to pointers are not supported"
		}
	case *types.Pointer:
		switch types.Unalias(u.Elem()).Underlying().(type) {
		case *types.Pointer:
			return "pointers to pointers are not supported"
		case *types.Slice, *types.Array:
			return "pointers to lists are not supported"
		case *types.Map:
			return "pointers to maps are not supported"
		}
	case *types.Array:
		return "fixed-size arrays are not supported"
	case *types.Slice:
		switch e := types.Unalias(u.Elem()).Underlying().(type) {
		case *types.Slice:
			if b, ok := types.Unalias(e.Elem()).Underlying().(*types.Basic); !ok || b.Kind() != types.Byte {
				return "lists of lists are not supported"
			}
		case *types.Map:
			return "lists of maps are not supported"
		}
	case *types.Map:
		if b, ok := types.Unalias(u.Key()).Underlying().(*types.Basic); !ok || b.Kind() != types.String {
			return "maps with non-string keys are not supported"
		}
		switch types.Unalias(u.Elem()).Underlying().(type) {
		case *types.Pointer:
			return "maps of pointers are not supported"
		case *types.Map:
			return "maps of maps are not supported"
		}
	case *types.Basic, *types.Struct, *types.Interface:
	default:
		return fmt.Sprintf("a %T is not supported", t)
	}
	return ""
}

// firstTag is the first emitable validator tag n reaches (itself, its
// fields, elements, keys, the types those name), or nil: what makes
// upstream write a validation function for n.
func firstTag(n *node, seen map[*node]bool) *tagAt {
	if n == nil || seen[n] {
		return nil
	}
	seen[n] = true
	for i := range n.tags {
		if n.tags[i].emitable() {
			return &n.tags[i]
		}
	}
	if n.key != nil && !n.opaqueKey {
		if t := firstTag(n.key, seen); t != nil {
			return t
		}
	}
	if n.elem != nil && !n.opaqueVal {
		if t := firstTag(n.elem, seen); t != nil {
			return t
		}
	}
	for _, c := range n.fields {
		for i := range c.tags {
			if c.tags[i].emitable() {
				return &c.tags[i]
			}
		}
		if t := firstTag(c.node, seen); t != nil {
			return t
		}
	}
	return nil
}
