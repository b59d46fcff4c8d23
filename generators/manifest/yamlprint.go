package manifest

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// printYAML prints a decoded JSON object (maps with string keys, lists,
// strings, bools, nil and json.Number, as document reads them back) with
// the bytes yaml.v2's Marshal writes for yamlValue of the same tree,
// without building yaml.v2's values, events and reflection walk: about a
// tenth of the time for a large CRD.
//
// ok is false when the tree holds something this printer does not
// reproduce with certainty (a value of another Go type, a string that is
// not UTF-8, which yaml.v2 prints as !!binary, or keys yaml.v2's key order
// does not rank strictly); the caller then prints the document with
// yaml.v2. The decision depends on the tree only, never on comparing
// outputs, and nothing printed so far is kept.
//
// The printer follows yaml.v2's emitter (go.yaml.in/yaml/v2 emitterc.go,
// encode.go, resolve.go, sorter.go) for the subset of events these trees
// produce: block mappings and sequences, "{}" and "[]" for empty ones,
// and scalars in plain, single-quoted, double-quoted or literal style.
// The emitter's state that decides bytes (the column, whether the last
// thing written was whitespace or indentation) is kept as it keeps it.
func printYAML(root any, sizeHint int) (out []byte, ok bool) {
	p := printer{buf: make([]byte, 0, sizeHint), whitespace: true, indention: true}
	if !p.node(root, -1, contextRoot) {
		return nil, false
	}
	// The document's (implicit) end finishes the last line.
	p.writeIndent(-1)
	return p.buf, true
}

// Where a node sits, as the emitter's context flags say it.
type nodeContext uint8

const (
	contextRoot nodeContext = iota
	contextSequence
	contextMapping
	contextSimpleKey // a mapping key written without "? "
)

// The emitter's constants: indentation step, preferred line width, and
// the longest key (in bytes) written as a simple key.
const (
	yamlIndentStep = 2
	yamlWidth      = 80
	yamlSimpleKey  = 128
)

type printer struct {
	buf []byte
	// column counts characters (not bytes) since the last line break.
	column int
	// whitespace: the last thing written separates (a line start, an
	// indentation, a "{" or a block scalar's header), so a following
	// indicator or plain scalar needs no space before it.
	whitespace bool
	// indention: only indentation and "-", "?" or ":" indicators are on
	// the line so far; a nested block collection may then start on it.
	indention bool
}

// node prints v with indent being its parent's indentation (-1 at the
// root). It reports false for a value it cannot print exactly.
func (p *printer) node(v any, indent int, ctx nodeContext) bool {
	switch v := v.(type) {
	case map[string]any:
		return p.mapping(v, indent, ctx)
	case []any:
		return p.sequence(v, indent, ctx)
	case string:
		return p.str(v, indent, ctx)
	case nil:
		p.plain("null")
	case bool:
		p.plain(strconv.FormatBool(v))
	case json.Number:
		return p.number(v, indent, ctx)
	default:
		return false
	}
	return true
}

// number prints a JSON number as yaml.v2 prints what it reads the number
// as (yamlValue): integers that fit 64 bits as written (but "-0" as 0);
// anything else through yaml.v2's own reading.
func (p *printer) number(n json.Number, indent int, ctx nodeContext) bool {
	s := string(n)
	if isJSONInteger(s) {
		if i, err := strconv.ParseInt(s, 10, 64); err == nil {
			p.plain(strconv.FormatInt(i, 10))
			return true
		}
		if u, err := strconv.ParseUint(s, 10, 64); err == nil {
			p.plain(strconv.FormatUint(u, 10))
			return true
		}
	}
	v, err := yamlScalar([]byte(s))
	if err != nil {
		return false
	}
	switch v := v.(type) {
	case int:
		p.plain(strconv.Itoa(v))
	case int64:
		p.plain(strconv.FormatInt(v, 10))
	case uint64:
		p.plain(strconv.FormatUint(v, 10))
	case float64:
		p.plain(yamlFloat(v))
	case string:
		return p.str(v, indent, ctx)
	default:
		return false
	}
	return true
}

// isJSONInteger: s is "0" or an optional "-" and digits without a leading
// zero, the only integers base 10 and yaml.v2's base guessing agree on.
func isJSONInteger(s string) bool {
	if strings.HasPrefix(s, "-") {
		s = s[1:]
	}
	if s == "" || s[0] == '0' && len(s) > 1 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// yamlFloat is a float64 as yaml.v2 writes it.
func yamlFloat(f float64) string {
	switch {
	case math.IsInf(f, 1):
		return ".inf"
	case math.IsInf(f, -1):
		return "-.inf"
	case math.IsNaN(f):
		return ".nan"
	}
	return strconv.FormatFloat(f, 'g', -1, 64)
}

// mapping prints a mapping: "{}" when empty, else one key per line in
// yaml.v2's key order.
func (p *printer) mapping(m map[string]any, indent int, ctx nodeContext) bool {
	if len(m) == 0 {
		p.emptyCollection("{}")
		return true
	}
	keys, ok := sortedKeys(m)
	if !ok {
		return false
	}
	inner := blockIndent(indent, false)
	for _, k := range keys {
		p.writeIndent(inner)
		var sc scalarShape
		sc.analyze(k)
		if !sc.multiline && len(k) <= yamlSimpleKey {
			p.scalar(k, stringStyle(k, &sc, true), &sc, inner, true)
			p.indicator(":", false, false, false)
		} else {
			p.indicator("?", true, false, true)
			p.scalar(k, stringStyle(k, &sc, false), &sc, inner, false)
			p.writeIndent(inner)
			p.indicator(":", true, false, true)
		}
		if !p.node(m[k], inner, contextMapping) {
			return false
		}
	}
	return true
}

// sequence prints a list: "[]" when empty, else one "- " item per line.
// A list that is a mapping's value starts on the key's indentation
// (yaml.v2 does not indent it), unless its key was written with "? ".
func (p *printer) sequence(l []any, indent int, ctx nodeContext) bool {
	if len(l) == 0 {
		p.emptyCollection("[]")
		return true
	}
	inner := blockIndent(indent, ctx == contextMapping && !p.indention)
	for _, e := range l {
		p.writeIndent(inner)
		p.indicator("-", true, false, true)
		if !p.node(e, inner, contextSequence) {
			return false
		}
	}
	return true
}

// blockIndent is the indentation of a block collection inside one at
// indent (-1: the document).
func blockIndent(indent int, indentless bool) int {
	switch {
	case indent < 0:
		return 0
	case indentless:
		return indent
	}
	return indent + yamlIndentStep
}

// emptyCollection writes "{}" or "[]", the flow form yaml.v2 gives an
// empty mapping or sequence.
func (p *printer) emptyCollection(s string) {
	p.indicator(s[:1], true, true, false)
	p.indicator(s[1:], false, false, false)
}

// plain writes a scalar that is always plain and on one line: null, a
// bool, a number.
func (p *printer) plain(s string) {
	if !p.whitespace {
		p.put(' ')
	}
	p.buf = append(p.buf, s...)
	p.column += len(s)
	p.whitespace = false
	p.indention = false
}

// str writes a string value.
func (p *printer) str(s string, indent int, ctx nodeContext) bool {
	if !utf8.ValidString(s) {
		return false
	}
	var sc scalarShape
	sc.analyze(s)
	p.scalar(s, stringStyle(s, &sc, ctx == contextSimpleKey), &sc, indent, ctx == contextSimpleKey)
	return true
}

// put appends one ASCII byte.
func (p *printer) put(b byte) {
	p.buf = append(p.buf, b)
	p.column++
}

// newline starts a new line.
func (p *printer) newline() {
	p.buf = append(p.buf, '\n')
	p.column = 0
}

// char copies the character at s[i:] and returns its width in bytes.
func (p *printer) char(s string, i int) int {
	w := charWidth(s[i])
	p.buf = append(p.buf, s[i:i+w]...)
	p.column++
	return w
}

// text appends s, which holds no line break.
func (p *printer) text(s string) {
	p.buf = append(p.buf, s...)
	p.column += utf8.RuneCountInString(s)
}

// spaces is indentation to copy from.
const spaces = "                                                                "

// lineBreak copies the line break at s[i:]: "\n" as a newline, any other
// break character as itself, both ending the line.
func (p *printer) lineBreak(s string, i int) int {
	if s[i] == '\n' {
		p.newline()
		return 1
	}
	w := p.char(s, i)
	p.column = 0
	return w
}

// writeIndent moves to indent (a negative one is 0), on a new line unless
// the current line holds only indentation up to there.
func (p *printer) writeIndent(indent int) {
	if indent < 0 {
		indent = 0
	}
	if !p.indention || p.column > indent || p.column == indent && !p.whitespace {
		p.newline()
	}
	if n := indent - p.column; n > 0 {
		for n > len(spaces) {
			p.buf = append(p.buf, spaces...)
			n -= len(spaces)
		}
		p.buf = append(p.buf, spaces[:n]...)
		p.column = indent
	}
	p.whitespace = true
	p.indention = true
}

// indicator writes an indicator ("-", ":", "?", quotes, "|"...), after a
// space if needWhitespace and the line does not end in one.
func (p *printer) indicator(s string, needWhitespace, isWhitespace, isIndention bool) {
	if needWhitespace && !p.whitespace {
		p.put(' ')
	}
	p.buf = append(p.buf, s...)
	p.column += utf8.RuneCountInString(s)
	p.whitespace = isWhitespace
	p.indention = p.indention && isIndention
}
