package schema

import (
	"bytes"
	"go/types"
	"strings"
)

// DocSource finds the comment lines that describe types and struct
// fields, by the comment rule of the rendering that asks: openapi-gen's
// is gengo's (source.ByLine, the group ending on the line above). Lines
// are the comment's text without the comment markers, markers included;
// nil when there is none. Types and structs are asked for by object, not
// position: a rendering may hold packages of several loads, whose
// positions are in file sets of their own.
type DocSource interface {
	// TypeDoc is the comment of a named type's declaration.
	TypeDoc(tn *types.TypeName) []string
	// FieldDocs are the comments of the fields of st, by index; named is
	// the named type declared as st (the declaration spelling the fields
	// may be another local type's, or another package's), nil for an
	// unnamed struct. nil when they are unknown.
	FieldDocs(named *types.Named, st *types.Struct) [][]string
}

// typeDoc is the comment lines Config.Docs finds; none without it (the
// structured-merge-diff schema has no descriptions).
func (b *builder) typeDoc(tn *types.TypeName) []string {
	if b.cfg.Docs == nil {
		return nil
	}
	return b.cfg.Docs.TypeDoc(tn)
}

// noteDocs asks Config.Docs once for the comments of st's fields, which
// fieldDoc then answers.
func (b *builder) noteDocs(named *types.Named, st *types.Struct) {
	if b.cfg.Docs == nil || b.docsAsked[st] {
		return
	}
	b.docsAsked[st] = true
	docs := b.cfg.Docs.FieldDocs(named, st)
	if len(docs) != st.NumFields() {
		return
	}
	for i := range st.NumFields() {
		b.fieldDocs[st.Field(i)] = docs[i]
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
