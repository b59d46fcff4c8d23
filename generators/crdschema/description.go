package crdschema

import (
	"go/ast"
	"strings"
)

// description is the description controller-gen writes for a doc comment,
// as its lines (joined by newlines, they are the text): the comments that
// are markers ("//" then "+") are left out, the rest is the comment
// group's text as go/ast gives it (one line per line, blank lines kept),
// each line of a /*...*/ comment trimmed; outside fenced code blocks (```
// or ~~~) lines starting with TODO are dropped and a line starting with
// --- ends the description, Kubernetes' convention for notes not meant
// for users.
func description(g *ast.CommentGroup) []string {
	if g == nil {
		return nil
	}
	kept := &ast.CommentGroup{}
	block := false
	for _, c := range g.List {
		if isMarkerComment(c.Text) {
			continue
		}
		kept.List = append(kept.List, c)
		block = block || strings.HasPrefix(c.Text, "/*")
	}
	if len(kept.List) == 0 {
		return nil
	}
	lines := strings.Split(strings.TrimSuffix(kept.Text(), "\n"), "\n")
	var out []string
	fenced := false
	for _, line := range lines {
		if block {
			line = strings.TrimSpace(line)
		}
		if strings.HasPrefix(line, "```") || strings.HasPrefix(line, "~~~") {
			fenced = !fenced
		}
		if !fenced {
			if strings.HasPrefix(line, "TODO") {
				continue
			}
			if strings.HasPrefix(line, "---") {
				break
			}
		}
		out = append(out, line)
	}
	return out
}

// isMarkerComment is controller-gen's test of a comment that holds a
// marker rather than prose: a line comment whose text starts with "+".
func isMarkerComment(text string) bool {
	rest, ok := strings.CutPrefix(text, "//")
	return ok && strings.HasPrefix(strings.TrimSpace(rest), "+")
}

// joinDoc is the description text of doc lines.
func joinDoc(lines []string) string {
	return strings.Join(lines, "\n")
}
