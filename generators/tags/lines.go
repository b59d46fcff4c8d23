package tags

import "strings"

// CommentLines strips the comment markers of one comment's text: "// +x"
// gives "+x", and a block comment gives one entry per line (leading spaces
// and '*' trimmed). Readers that report a tag's line number split comments
// with it, so that line i of the result is line i of the comment.
func CommentLines(text string) []string {
	if strings.HasPrefix(text, "//") {
		return []string{strings.TrimSpace(strings.TrimPrefix(text, "//"))}
	}
	text = strings.TrimSuffix(strings.TrimPrefix(text, "/*"), "*/")
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(l), "*"))
	}
	return lines
}

// Split reads one comment line as gengo's ExtractCommentTags does (the
// rule every upstream generator reads tags by): a line starting with "+"
// after its spaces is a tag named up to the first "=", its value the rest
// ("" and hasValue false when there is no "="). ok is false for a line
// that is not a tag.
func Split(line string) (name, value string, hasValue, ok bool) {
	line = strings.Trim(line, " ")
	rest, ok := strings.CutPrefix(line, "+")
	if !ok {
		return "", "", false, false
	}
	name, value, hasValue = strings.Cut(rest, "=")
	return name, value, hasValue, true
}

// Values returns the values of the "+name=value" lines among lines (a bare
// "+name" has the value ""), in order, trimmed: how deepcopy-gen,
// register-gen and applyconfiguration-gen read their switches, so that
// all of them read a tag alike. name must be registered: a reader asking
// for another is a bug, caught by its first test.
func Values(lines []string, name string) []string {
	mustBeRegistered(name)
	var out []string
	for _, l := range lines {
		if v, ok := trimmedValue(l, name); ok {
			out = append(out, v)
		}
	}
	return out
}

// PosValues is Values keeping where each value was written: each line of
// the result is the value (its Text) of one line of lines.
func PosValues(lines []Line, name string) []Line {
	mustBeRegistered(name)
	var out []Line
	for _, l := range lines {
		if v, ok := trimmedValue(l.Text, name); ok {
			l.Text = v
			out = append(out, l)
		}
	}
	return out
}

// trimmedValue is the value of line when it is a "+name=value" line by
// the Trimmed rule (the line trimmed of all white space first, as a
// gengo line may start with a tab).
func trimmedValue(line, name string) (string, bool) {
	k, v, _, ok := Split(strings.TrimSpace(line))
	if !ok {
		return "", false
	}
	return Match(Trimmed, k, v, name)
}

// ExactValues returns the values of the "+name=value" lines among lines
// as gengo's ExtractCommentTags gives them, which openapi-gen reads its
// tags with (Split): the name as written, the value untrimmed ("+default=
// 1" has " 1"); a bare "+name" has the value "". nil when no line has
// the tag. name must be registered.
func ExactValues(lines []string, name string) []string {
	mustBeRegistered(name)
	var out []string
	for _, l := range lines {
		if k, v, _, ok := Split(l); ok {
			if v, ok := Match(Exact, k, v, name); ok {
				out = append(out, v)
			}
		}
	}
	return out
}

func mustBeRegistered(name string) {
	if _, ok := byName[name]; !ok {
		panic("tags: " + name + " is read but not in the registry; add it to registry.go")
	}
}
