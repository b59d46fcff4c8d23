package defaulter

import (
	"bytes"
	"fmt"
	"strconv"

	"github.com/kubegen/kubegen/generators/gofile"
	"github.com/kubegen/kubegen/generators/gotype"
)

// writer writes the defaulter functions of one file.
type writer struct {
	im   *gofile.Imports
	pkg  string
	b    *bytes.Buffer
	errs []defaultError
	// warns are doubtful inputs upstream tolerates.
	warns []defaultError
	// constant says what is wrong with naming the constant or variable
	// name of package pkg ("" when nothing); cycle whether package pkg
	// imports the output package.
	constant func(pkg, name string) string
	cycle    func(pkg string) bool
}

func (w *writer) p(format string, args ...any) { fmt.Fprintf(w.b, format, args...) }

// raw is t as the file spells it.
func (w *writer) raw(t *node) string { return w.im.Type(gotype.Unalias(t.Go)) }

// resolveRefs names, in the file, the packages of the ref(...) defaults of
// the tree, in the order upstream imports them.
func (w *writer) resolveRefs(n *callNode) {
	if n.def.refName != "" && w.constant != nil {
		if problem := w.constant(n.def.refPkg, n.def.refName); problem != "" {
			w.errs = append(w.errs, defaultError{n.defAt, fmt.Sprintf("+%s=ref(...): %s", tagDefault, problem)})
		}
	}
	if n.def.refName != "" && n.def.refPkg != "" {
		n.def.refLocal = w.im.Name(n.def.refPkg)
	}
	for _, c := range n.children {
		w.resolveRefs(c)
	}
}

// varsForDepth are the loop index and item variables of a nesting depth.
func varsForDepth(depth int) (index, local string) {
	const indexVars, localVars = "ijklmnop", "abcdefgh"
	if depth >= len(indexVars) {
		return fmt.Sprintf("i%d", depth), fmt.Sprintf("local%d", depth)
	}
	return indexVars[depth : depth+1], localVars[depth : depth+1]
}

func (w *writer) calls(n *callNode, varName string, isPointer bool) {
	if !isPointer {
		varName = "&" + varName
	}
	for _, f := range n.call {
		if f.pkg != w.pkg && w.cycle != nil && w.cycle(f.pkg) {
			w.errs = append(w.errs, defaultError{n.at, fmt.Sprintf("%s.%s would be called, but package %s imports the generated package: the import would make a cycle; declare the function in the generated package, or drop its package from --extra-peer-dirs", f.pkg, f.name, f.pkg)})
		}
		w.p("%s(%s)\n", w.im.Ident(f.pkg, f.name), varName)
	}
}

// method writes the statements of n and its children on varName.
func (w *writer) method(n *callNode, varName string, depth int, ancestors []*callNode) {
	if n.field != "" {
		varName += "." + n.field
	}
	index, local := varsForDepth(depth)
	isPointer := n.elem && !n.index
	if isPointer && len(ancestors) > 0 {
		w.p("if %s != nil {\n", varName)
	}
	switch {
	case n.index:
		w.p("for %s := range %s {\n", index, varName)
		if !n.markerOnly {
			if n.elem {
				w.p("%s := %s[%s]\n", local, varName, index)
			} else {
				w.p("%s := &%s[%s]\n", local, varName, index)
			}
		}
		w.defaulter(n, varName, index, isPointer)
		w.calls(n, local, true)
		for _, c := range n.children {
			w.method(c, local, depth+1, append(ancestors, n))
		}
		w.p("}\n")
	case n.key:
		// Map values are defaulted only from +default; what they would
		// call is not reached (as upstream).
		if len(n.call) > 0 || len(n.children) > 0 {
			w.warns = append(w.warns, defaultError{ancestors[len(ancestors)-1].at, fmt.Sprintf("the values of map %s have defaulters, which are never called (upstream does not walk map values); call them from a SetDefaults_ function of the type holding the map", varName)})
		}
		if !n.def.empty() {
			index += "_" + ancestors[len(ancestors)-1].field
			w.p("for %s := range %s {\n", index, varName)
			w.defaulter(n, varName, index, isPointer)
			w.p("}\n")
		}
	default:
		w.defaulter(n, varName, index, isPointer)
		w.calls(n, varName, isPointer)
		for _, c := range n.children {
			w.method(c, varName, depth, append(ancestors, n))
		}
	}
	if isPointer && len(ancestors) > 0 {
		w.p("}\n")
	}
}

// zeroLiteral is the Go literal of the zero value of a builtin type the
// generated code compares with.
func zeroLiteral(key string) (string, bool) {
	switch v, ok := zeroValues[key]; {
	case !ok:
		return "", false
	case v == "":
		return strconv.Quote(""), true
	case v == false:
		return "false", true
	case v == nil:
		return "nil", true
	default:
		return "0", true
	}
}

// defaulter writes the assignment of n's +default when the value is unset.
func (w *writer) defaulter(n *callNode, varName, index string, isPointer bool) {
	if n.def.empty() {
		return
	}
	value := n.def.resolved()
	target := varName
	if n.index || n.key {
		target = varName + "[" + index + "]"
	}
	if !n.defPrimitive {
		unmarshal := w.im.Ident("encoding/json", "Unmarshal")
		w.p("if %s == nil {\n", target)
		if n.key {
			tmp := index + "_default"
			w.p("%s := %s[%s]\n", tmp, varName, index)
			w.p("if err := %s([]byte(`%s`), &%s); err != nil {\npanic(err)\n}\n", unmarshal, value, tmp)
			w.p("%s[%s] = %s\n", varName, index, tmp)
		} else {
			ptr := target
			if !isPointer {
				ptr = "&" + ptr
			}
			w.p("if err := %s([]byte(`%s`), %s); err != nil {\npanic(err)\n}\n", unmarshal, value, ptr)
		}
		w.p("}\n")
		return
	}
	path := pointerPath(n.defTop)
	if len(path) == 0 {
		zero, ok := zeroLiteral(n.defType.ID)
		if !ok {
			w.errs = append(w.errs, defaultError{n.defAt, fmt.Sprintf("+%s on a value of type %s: defaults apply to strings, numbers and booleans, and pointers to them; remove the +%s", tagDefault, n.defType.ID, tagDefault)})
			return
		}
		w.p("if %s == %s {\n", target, zero)
		if n.def.inline != "" {
			w.p("%s = %s\n", target, value)
		} else {
			w.p("%s = %s(%s)\n", target, w.raw(n.defTop), value)
		}
		w.p("}\n")
		return
	}
	// A pointer: take the address of a variable holding the value, through
	// as many pointers as the type has, converting where a named type
	// stands between them.
	dest := path[len(path)-1]
	w.p("if %s == nil {\n", target)
	if n.def.inline != "" {
		w.p("var ptrVar%d %s = %s\n", len(path), w.raw(dest), value)
	} else {
		w.p("ptrVar%d := %s(%s)\n", len(path), w.raw(dest), value)
	}
	for i := len(path); i >= 1; i-- {
		to, assign := fmt.Sprintf("ptrVar%d", i-1), ":="
		if i == 1 {
			to, assign = target, "="
		}
		source := "*" + dest.ID
		if i == len(path) {
			source = dest.ID
		}
		dest = path[i-1]
		if dest.ID == source {
			w.p("%s %s &ptrVar%d\n", to, assign, i)
		} else {
			w.p("%s %s (*%s)(&ptrVar%d)\n", to, assign, w.raw(dest), i)
		}
	}
	w.p("}\n")
}
