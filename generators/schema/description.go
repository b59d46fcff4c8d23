package schema

import (
	"bytes"
	"go/token"
	"strings"
)

// DocSource finds the comment lines that describe the type or struct
// field declared at a position (the object's Pos), by the comment rule of
// the rendering that asks: openapi-gen's is gengo's (source.ByLine, the
// group ending on the line above). Lines are the comment's text without
// the comment markers, markers included; nil when there is none.
type DocSource interface {
	TypeDoc(pos token.Pos) []string
	FieldDoc(pos token.Pos) []string
}

// typeDoc and fieldDoc are the comment lines Config.Docs finds; none
// without it (the structured-merge-diff schema has no descriptions).
func (b *builder) typeDoc(pos token.Pos) []string {
	if b.cfg.Docs == nil {
		return nil
	}
	return b.cfg.Docs.TypeDoc(pos)
}

func (b *builder) fieldDoc(pos token.Pos) []string {
	if b.cfg.Docs == nil {
		return nil
	}
	return b.cfg.Docs.FieldDoc(pos)
}

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
