package source

import (
	"go/ast"
	"go/scanner"
	"go/token"
	"strings"
)

// scanComments is the comment groups of a Go file as go/parser groups
// them (its File.Comments), without a parse: a reader that asks only for
// the group ending on a line (ByLine, Detached) needs no syntax tree, and
// a parse costs three to five times a scan. The file is added to fset as
// the parser adds it. errs counts what the scanner could not read;
// syntax errors are not seen. Most files are read by lexComments, the
// others by the scanner (tokenComments).
func scanComments(fset *token.FileSet, name string, src []byte) (groups []*ast.CommentGroup, errs int) {
	if groups, ok := lexComments(fset, name, src); ok {
		return groups, 0
	}
	return tokenComments(fset, name, src)
}

// tokenComments is scanComments by go/scanner's tokens.
//
// go/parser reads comments only between tokens (its next): a comment on
// the line of the token before it starts a group of that line only; the
// comments after it form groups of comments on consecutive lines. Lines
// here, as there, ignore //line directives.
func tokenComments(fset *token.FileSet, name string, src []byte) (groups []*ast.CommentGroup, errs int) {
	tf := fset.AddFile(name, -1, len(src))
	var s scanner.Scanner
	s.Init(tf, src, nil, scanner.ScanComments)
	line := func(p token.Pos) int { return tf.PositionFor(p, false).Line }

	pos, tok, lit := s.Scan()
	// group takes the comments from the current token on, while each
	// starts at most n lines below where the one before it ends.
	group := func(n int) {
		var list []*ast.Comment
		end := line(pos)
		for tok == token.COMMENT && line(pos) <= end+n {
			end = line(pos)
			if lit[1] == '*' {
				end += strings.Count(lit, "\n")
			}
			list = append(list, &ast.Comment{Slash: pos, Text: lit})
			pos, tok, lit = s.Scan()
		}
		groups = append(groups, &ast.CommentGroup{List: list})
	}
	prev := token.NoPos // the last token that is not a comment
	for {
		if tok == token.COMMENT {
			if line(pos) == line(prev) {
				group(0)
			}
			for tok == token.COMMENT {
				group(1)
			}
		}
		if tok == token.EOF {
			return groups, s.ErrorCount
		}
		prev = pos
		pos, tok, lit = s.Scan()
	}
}
