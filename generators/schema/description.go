package schema

import (
	"bytes"
	"go/token"
	"go/types"
	"strings"
)

// DocSource finds the comment lines that describe the type or struct
// field declared at a position (the object's Pos), by the comment rule of
// the rendering that asks: openapi-gen's is gengo's (source.ByLine, the
// group ending on the line above); controller-gen's is go/parser's doc
// comment. Lines are the comment's text without the comment markers,
// markers included; nil when there is none.
type DocSource interface {
	TypeDoc(pos token.Pos) []string
	FieldDoc(pos token.Pos) []string
}

// ObjectDocSource is a DocSource asked by object rather than position,
// for renderings whose types come from several loads (positions in file
// sets of their own) or whose comments are found through syntax they
// parsed themselves (openapi).
type ObjectDocSource interface {
	// TypeDocOf is the comment of a named type's declaration.
	TypeDocOf(tn *types.TypeName) []string
	// FieldDocsOf are the comments of the fields of st, by index; named
	// is the named type declared as st (the declaration spelling the
	// fields may be another local type's, or another package's), nil for
	// an unnamed struct. nil when they are unknown.
	FieldDocsOf(named *types.Named, st *types.Struct) [][]string
}

// typeDoc is the comment lines Config.ObjectDocs or Config.Docs finds;
// none without them (the structured-merge-diff schema has no
// descriptions).
func (b *builder) typeDoc(tn *types.TypeName) []string {
	switch {
	case b.cfg.ObjectDocs != nil:
		return b.cfg.ObjectDocs.TypeDocOf(tn)
	case b.cfg.Docs != nil:
		return b.cfg.Docs.TypeDoc(tn.Pos())
	}
	return nil
}

// noteDocs finds once the comments of st's fields, which fieldDoc then
// answers.
func (b *builder) noteDocs(named *types.Named, st *types.Struct) {
	if b.docsAsked[st] {
		return
	}
	b.docsAsked[st] = true
	switch {
	case b.cfg.ObjectDocs != nil:
		docs := b.cfg.ObjectDocs.FieldDocsOf(named, st)
		if len(docs) != st.NumFields() {
			return
		}
		for i := range st.NumFields() {
			b.fieldDocs[st.Field(i)] = docs[i]
		}
	case b.cfg.Docs != nil:
		for i := range st.NumFields() {
			b.fieldDocs[st.Field(i)] = b.cfg.Docs.FieldDoc(st.Field(i).Pos())
		}
	}
}

// fieldDoc is the comment of a field whose struct noteDocs was given.
func (b *builder) fieldDoc(f *types.Var) []string { return b.fieldDocs[f] }

// Description is the text an OpenAPI schema's description holds for
// comment lines, by openapi-gen's rule: marker lines ("+...") and lines
// starting with TODO are left out and everything from a line "---" on;
// the other lines of a paragraph are joined by spaces, paragraphs are
// kept apart by a blank line, and indented lines (code, lists) keep
// lines of their own. "" when nothing is left.
func Description(lines []string) string {
	var buf bytes.Buffer
	// dropLast removes the space or newline the previous line ended with.
	dropLast := func() {
		if buf.Len() > 0 {
			buf.Truncate(buf.Len() - 1)
		}
	}
	for _, line := range lines {
		if line == "---" {
			break
		}
		line = strings.TrimRight(line, " ")
		lead := strings.TrimLeft(line, " ")
		switch {
		case line == "":
			dropLast()
			buf.WriteString("\n\n")
		case strings.HasPrefix(lead, "TODO"), strings.HasPrefix(lead, "+"):
		case strings.HasPrefix(line, " ") || strings.HasPrefix(line, "\t"):
			dropLast()
			buf.WriteString("\n" + line + "\n")
		default:
			buf.WriteString(line + " ")
		}
	}
	return strings.TrimSpace(buf.String())
}
