package markers

import (
	"go/ast"
	"go/token"
	"strings"
)

// association is which marker comments of a file describe which node, by
// controller-tools' rule (before any lookup in a registry):
//
//   - a node's doc comment describes it;
//   - so does the closest comment group above it that is not its doc
//     comment (the "second closest" block, separated by a blank line),
//     for a type or a field; for a type declared alone (type X ..., no
//     parentheses) the blocks above the "type" keyword count for it;
//   - every other marker outside declarations describes the package: in
//     any file, at any place between top-level declarations, including
//     the closest non-doc block above a function or a var/const/import
//     declaration or a grouped type declaration; a function's doc comment
//     and the comments inside bodies describe nothing.
//
// The file's comments are walked once in order with the syntax tree
// (ast.Walk's order), each group taken by the first node after it.
//
// An association depends on the file only, not on a registry: the run's
// collectors share one per file (see Collector.For).
type association struct {
	comments []*ast.CommentGroup
	next     int // the first group no node has taken yet
	// trailing is the end-of-line comment of the last node that has one:
	// it is not a marker block of the next node.
	trailing *ast.CommentGroup
	// single holds the blocks of a "type X" declaration until its spec.
	single []comment

	pkg   []comment
	nodes map[ast.Node][]comment
	funcs map[*ast.FuncDecl][]comment
	// order are the file's type specs, struct types, fields and function
	// declarations in the walk's order, so that the markers are parsed in
	// file order without walking the tree again.
	order []ast.Node
}

func associate(f *ast.File, comments []*ast.CommentGroup) *association {
	a := &association{comments: comments, nodes: map[ast.Node][]comment{}, funcs: map[*ast.FuncDecl][]comment{}}
	// ast.Inspect with a stack of the open nodes rather than ast.Walk with
	// a visitor per level: the walk meets every expression of every
	// function body, and a visitor value per node was most of its cost.
	var open []ast.Node
	ast.Inspect(f, func(n ast.Node) bool {
		if n == nil {
			// Leaving a node below the top level: comments inside it are
			// nobody's.
			left := open[len(open)-1]
			open = open[:len(open)-1]
			if _, isFile := left.(*ast.File); !isFile {
				a.skipBefore(left.End())
			}
			return false
		}
		// The file and its declarations are the top level, where free
		// markers are the package's.
		a.visit(n, len(open) <= 1)
		if skipQuiet && enclosing(n) && a.skipUnmarked(n) {
			return false
		}
		open = append(open, n)
		return true
	})
	// Markers after the last declaration are the package's.
	a.pkg = append(a.pkg, a.between(a.next, len(a.comments), false)...)
	return a
}

// skipQuiet is whether the walk skips the nodes that enclose no marker
// (tests turn it off to compare).
var skipQuiet = true

// enclosing is whether every comment go/parser attaches to n's
// descendants lies inside n, between its braces or parentheses: then a
// descendant's end-of-line comment cannot be one that a node after n
// would have to pass over.
func enclosing(n ast.Node) bool {
	switch n := n.(type) {
	case *ast.BlockStmt, *ast.FuncDecl, *ast.CompositeLit:
		return true
	case *ast.GenDecl:
		return n.Lparen.IsValid() && n.Tok != token.TYPE
	}
	return false
}

// skipUnmarked moves past n (enclosing, and just visited: the groups
// before it are taken) when no comment inside it is a marker, and says
// whether it did. Walking it would only give its fields and local types
// empty entries and take its comment groups, none a marker, so next would
// end at the first group after it all the same. Function bodies and
// signatures, import blocks and literal tables are most of a controller's
// nodes, and almost never hold a marker.
func (a *association) skipUnmarked(n ast.Node) bool {
	end := a.next
	for ; end < len(a.comments) && a.comments[end].Pos() < n.End(); end++ {
		for _, c := range a.comments[end].List {
			if isMarker(c.Text) {
				return false
			}
		}
	}
	a.next = end
	return true
}

// visit takes the comment groups before n that no node took yet.
func (a *association) visit(n ast.Node, topLevel bool) {
	if a.trailing != nil && a.next < len(a.comments) && a.trailing.Pos() == a.comments[a.next].Pos() {
		a.next++
	}
	var closest, doc []comment
	last := a.next
	if a.next < len(a.comments) {
		last = a.lastBefore(n.Pos())
		var docGroup *ast.CommentGroup
		docGroup, a.trailing = docAndTrailing(n)
		block := last
		if docGroup != nil && block >= 0 && a.comments[block].Pos() == docGroup.Pos() {
			block--
		}
		if block >= a.next {
			if topLevel {
				a.pkg = append(a.pkg, a.between(a.next, block, false)...)
			}
			closest = a.between(block, block+1, false)
		}
		doc = a.between(block+1, last+1, true)
	}
	switch n := n.(type) {
	case *ast.GenDecl:
		if n.Lparen.IsValid() || n.Tok != token.TYPE {
			a.pkg = append(a.pkg, closest...)
			break
		}
		a.single = append(append(a.single, closest...), doc...)
	case *ast.TypeSpec:
		a.nodes[n] = append(append(append(a.nodes[n], a.single...), closest...), doc...)
		a.single = nil
		a.order = append(a.order, n)
	case *ast.Field:
		a.nodes[n] = append(append(a.nodes[n], closest...), doc...)
		a.order = append(a.order, n)
	case *ast.StructType:
		a.order = append(a.order, n)
	case *ast.File:
		a.pkg = append(append(a.pkg, closest...), doc...)
	case *ast.FuncDecl:
		if topLevel {
			a.pkg = append(a.pkg, closest...)
		}
		if len(doc) > 0 {
			a.funcs[n] = doc
		}
		a.order = append(a.order, n)
	default:
		if topLevel {
			a.pkg = append(a.pkg, closest...)
		}
	}
	a.next = last + 1
}

// lastBefore is the index of the last comment group, from next on, that
// starts before pos (next-1 when none does).
func (a *association) lastBefore(pos token.Pos) int {
	i := a.next
	for i < len(a.comments) && a.comments[i].Pos() < pos {
		i++
	}
	return i - 1
}

// skipBefore moves next past the groups that start before end.
func (a *association) skipBefore(end token.Pos) {
	if a.next < len(a.comments) {
		a.next = a.lastBefore(end) + 1
	}
}

// between are the marker comments of groups from..to-1.
func (a *association) between(from, to int, inDoc bool) []comment {
	if from < 0 {
		return nil
	}
	var out []comment
	for i := from; i < to && i < len(a.comments); i++ {
		for _, c := range a.comments[i].List {
			if isMarker(c.Text) {
				out = append(out, comment{c: c, inDoc: inDoc})
			}
		}
	}
	return out
}

// isMarker: a line comment whose text starts with '+' after spaces.
func isMarker(text string) bool {
	rest, ok := strings.CutPrefix(text, "//")
	return ok && strings.HasPrefix(strings.TrimSpace(rest), "+")
}

// docAndTrailing are the doc comment and the end-of-line comment go/parser
// attached to n.
func docAndTrailing(n ast.Node) (doc, trailing *ast.CommentGroup) {
	switch n := n.(type) {
	case *ast.Field:
		return n.Doc, n.Comment
	case *ast.File:
		return n.Doc, nil
	case *ast.FuncDecl:
		return n.Doc, nil
	case *ast.GenDecl:
		return n.Doc, nil
	case *ast.ImportSpec:
		return n.Doc, n.Comment
	case *ast.TypeSpec:
		return n.Doc, n.Comment
	case *ast.ValueSpec:
		return n.Doc, n.Comment
	}
	return nil, nil
}
