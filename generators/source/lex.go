package source

import (
	"bytes"
	"go/ast"
	"go/token"
)

// lexComments is scanComments without go/scanner: one pass over the
// bytes telling comments, string and rune literals and everything else
// apart, which is all go/parser's grouping needs (where each comment is,
// and whether a token comes before it on its line or between it and the
// comment before), at a fraction of the cost of tokenizing. ok is false
// for a file it leaves to the scanner: one with a carriage return (the
// scanner drops it from comment text), a line directive (it moves
// positions), a byte order mark, or a comment or literal that does not
// end.
func lexComments(fset *token.FileSet, name string, src []byte) (groups []*ast.CommentGroup, ok bool) {
	if bytes.IndexByte(src, '\r') >= 0 || bytes.HasPrefix(src, []byte("\ufeff")) ||
		bytes.Contains(src, []byte("//line ")) || bytes.Contains(src, []byte("/*line ")) {
		return nil, false
	}
	// A comment from off to end, on lines line to endLine; tokens is how
	// many tokens come before it, sameLine that the last is on its line.
	type comment struct {
		off, end, line, endLine, tokens int
		sameLine                        bool
	}
	var comments []comment
	// semi is the scanner's insertSemi: the last token (on this line)
	// ends a statement, so a newline, or a block comment holding one,
	// makes the semicolon token it inserts, which ends a comment group
	// as any token does.
	line, tokenLine, tokens, semi := 1, 0, 0, false
	tok := func(ends bool) { tokenLine, tokens, semi = line, tokens+1, ends }
	for i := 0; i < len(src); {
		switch c := src[i]; {
		case c == '\n':
			if semi {
				tok(false)
			}
			line++
			i++
		case c == ' ' || c == '\t':
			i++
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			end := len(src)
			if j := bytes.IndexByte(src[i:], '\n'); j >= 0 {
				end = i + j
			}
			comments = append(comments, comment{i, end, line, line, tokens, tokenLine == line})
			i = end
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			j := bytes.Index(src[i+2:], []byte("*/"))
			if j < 0 {
				return nil, false
			}
			end := i + 2 + j + 2
			n := bytes.Count(src[i:end], []byte("\n"))
			comments = append(comments, comment{i, end, line, line + n, tokens, tokenLine == line})
			if n > 0 && semi {
				tok(false) // at the comment's first newline
			}
			line += n
			i = end
		case c == '"' || c == '\'':
			j := i + 1
			for ; j < len(src) && src[j] != c; j++ {
				if src[j] == '\n' {
					return nil, false
				}
				if src[j] == '\\' {
					j++
				}
			}
			if j >= len(src) {
				return nil, false
			}
			tok(true)
			i = j + 1
		case c == '`':
			j := bytes.IndexByte(src[i+1:], '`')
			if j < 0 {
				return nil, false
			}
			// Counted on the line it ends on, where the semicolon after
			// it would be.
			line += bytes.Count(src[i:i+1+j], []byte("\n"))
			tok(true)
			i += 1 + j + 1
		case isWordByte(c) || c == '.' && i+1 < len(src) && isDigit(src[i+1]):
			// An identifier, keyword or number: a number's '.' and
			// exponent sign do not change how it ends.
			j := i + 1
			for j < len(src) && (isWordByte(src[j]) || src[j] == '.' && isDigit(c)) {
				j++
			}
			tok(!keywordNoSemi[string(src[i:j])])
			i = j
		case (c == '+' || c == '-') && i+1 < len(src) && src[i+1] == c:
			tok(true) // ++, --
			i += 2
		default:
			tok(c == ')' || c == ']' || c == '}')
			i++
		}
	}

	tf := fset.AddFile(name, -1, len(src))
	tf.SetLinesForContent(src)
	// As go/parser reads the comments between two tokens: when the first
	// is on the line of the token before, it and those on the line it
	// ends on are a group; then each group is comments each starting at
	// most one line below where the one before ends.
	for k := 0; k < len(comments); {
		between := comments[k].tokens
		n := 1
		if comments[k].sameLine {
			n = 0
		}
		for k < len(comments) && comments[k].tokens == between {
			var list []*ast.Comment
			end := comments[k].line
			for k < len(comments) && comments[k].tokens == between && comments[k].line <= end+n {
				list = append(list, &ast.Comment{Slash: tf.Pos(comments[k].off), Text: string(src[comments[k].off:comments[k].end])})
				end = comments[k].endLine
				k++
			}
			groups = append(groups, &ast.CommentGroup{List: list})
			n = 1
		}
	}
	return groups, true
}

// keywordNoSemi are the keywords after which the scanner inserts no
// semicolon: all but break, continue, fallthrough and return. A map
// indexed by a converted byte slice does not copy it (token.Lookup's
// argument would be).
var keywordNoSemi = func() map[string]bool {
	m := map[string]bool{}
	for t := token.BREAK; t <= token.VAR; t++ { // go/token's keywords
		switch t {
		case token.BREAK, token.CONTINUE, token.FALLTHROUGH, token.RETURN:
		default:
			m[t.String()] = true
		}
	}
	return m
}()

// isWordByte says c is in an identifier or a number (any byte of a
// character beyond ASCII counts: only letters and digits may be there).
func isWordByte(c byte) bool {
	return c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || isDigit(c) || c >= 0x80
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }
