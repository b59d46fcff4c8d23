package controllergen

import (
	"encoding/json"
	"io"
	"strings"
)

// Help levels, as -w, -ww, -www and -wwww (and -h...) count them.
const (
	levelSummary = 1 // a table per category
	levelDetails = 2 // each marker with its arguments' summaries
	levelFull    = 3 // and every details paragraph
	levelJSON    = 4 // the groups as JSON, on standard output
)

// printHelp writes cats at a help level as upstream's terminal help does
// when it is not writing to a terminal (no colours): the text levels on
// errOut, JSON on out; a level above JSON prints nothing, as upstream.
// The unnamed category is printed in JSON only.
func printHelp(out, errOut io.Writer, level int, cats []category) error {
	switch {
	case level == levelJSON:
		return json.NewEncoder(out).Encode(cats)
	case level > levelJSON:
		return nil
	}
	var b strings.Builder
	for _, c := range cats {
		if c.Category == "" {
			continue
		}
		if level == levelSummary {
			writeSummary(&b, c)
		} else {
			writeDetails(&b, c, level >= levelFull)
		}
	}
	_, err := io.WriteString(errOut, b.String())
	return err
}

// writeSummary is a category as one table: syntax, target, summary.
func writeSummary(b *strings.Builder, c category) {
	b.WriteString("\n" + c.Category + "\n\n")
	var rows [][]string
	for _, m := range c.Markers {
		rows = append(rows, []string{syntax(m), m.Target, summary(m)})
	}
	writeTable(b, rows)
	b.WriteString("\n")
}

// writeDetails is a category as a list of markers, each with its
// summary and its arguments (a table of their summaries, or with full,
// each argument with its details).
func writeDetails(b *strings.Builder, c category, full bool) {
	b.WriteString("\n" + c.Category + "\n\n")
	for _, m := range c.Markers {
		b.WriteString("\n+" + m.Name + " " + m.Target)
		sum := summary(m)
		if !m.anonymous() {
			b.WriteString(indent(1, "\n"+sum))
			if full && m.Details != "" {
				b.WriteString(indent(1, "\n"+m.Details))
			}
		}
		switch {
		case m.anonymous():
			b.WriteString(indent(1, "\n"+argSyntax(m.Fields[0], "")))
			b.WriteString("  " + sum)
			if full && m.Details != "" {
				b.WriteString(indent(2, "\n"+m.Details))
			}
			b.WriteString("\n")
		case len(m.Fields) > 0:
			b.WriteString("\n")
			if full {
				for _, f := range m.Fields {
					b.WriteString(indent(1, "\n"+argSyntax(f, "")))
					b.WriteString(indent(2, "\n"+f.Summary))
					if f.Details != "" {
						b.WriteString(indent(2, "\n"+f.Details))
						b.WriteString("\n")
					}
				}
				b.WriteString("\n")
				continue
			}
			var rows [][]string
			for _, f := range m.Fields {
				rows = append(rows, []string{argSyntax(f, ""), f.Summary})
			}
			var t strings.Builder
			writeTable(&t, rows)
			b.WriteString(indent(1, t.String()))
		default:
			b.WriteString("\n")
		}
	}
}

// writeTable writes rows with every column as wide as its widest cell
// plus two spaces, the last column padded too.
func writeTable(b *strings.Builder, rows [][]string) {
	var widths []int
	for _, r := range rows {
		for i, cell := range r {
			if i == len(widths) {
				widths = append(widths, 0)
			}
			widths[i] = max(widths[i], len(cell))
		}
	}
	for _, r := range rows {
		for i, cell := range r {
			b.WriteString(cell + strings.Repeat(" ", widths[i]+2-len(cell)))
		}
		b.WriteString("\n")
	}
}

// indent prefixes every non-empty line of s with n tabs.
func indent(n int, s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if l != "" {
			lines[i] = strings.Repeat("\t", n) + l
		}
	}
	return strings.Join(lines, "\n")
}

// syntax is how a marker is written: +name, then its arguments
// (":a=<type>,b=<type>", optional ones in brackets, "=<type>" for an
// anonymous one).
func syntax(m markerDoc) string {
	s := "+" + m.Name
	sep := ":"
	if m.anonymous() {
		sep = ""
	}
	for _, f := range m.Fields {
		s += argSyntax(f, sep)
		sep = ","
	}
	return s
}

func argSyntax(f fieldDoc, sep string) string {
	s := sep + f.Name + "=<" + f.typeString() + ">"
	if f.Optional {
		return "[" + s + "]"
	}
	return s
}

// summary is a marker's summary, after the marker to use instead when it
// is deprecated in favour of one.
func summary(m markerDoc) string {
	if m.DeprecatedInFavorOf != nil && *m.DeprecatedInFavorOf != "" {
		return "(use " + *m.DeprecatedInFavorOf + ") " + m.Summary
	}
	return m.Summary
}
