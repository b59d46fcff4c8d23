package manifest

import (
	"encoding/json"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
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

// Scalar styles.
type scalarStyle uint8

const (
	stylePlain scalarStyle = iota
	styleSingle
	styleDouble
	styleLiteral
)

// stringStyle is the style yaml.v2 writes string s in: encode.go asks for
// literal when s has a newline, plain when s read back plain is a string,
// double-quoted otherwise; the emitter then falls back to a quoted style
// when the requested one cannot hold s.
func stringStyle(s string, sc *scalarShape, simpleKey bool) scalarStyle {
	var style scalarStyle
	switch {
	case strings.IndexByte(s, '\n') >= 0:
		style = styleLiteral
	case plainIsString(s):
		style = stylePlain
	default:
		style = styleDouble
	}
	if simpleKey && sc.multiline {
		style = styleDouble
	}
	if style == stylePlain && (!sc.blockPlain || s == "" && simpleKey) {
		style = styleSingle
	}
	if style == styleSingle && !sc.singleQuoted {
		style = styleDouble
	}
	if style == styleLiteral && (!sc.block || simpleKey) {
		style = styleDouble
	}
	return style
}

// scalar writes s in style; indent is the enclosing collection's, and the
// scalar's own continuation lines sit one step further in.
func (p *printer) scalar(s string, style scalarStyle, sc *scalarShape, indent int, simpleKey bool) {
	own := indent + yamlIndentStep
	if indent < 0 {
		own = yamlIndentStep
	}
	switch style {
	case stylePlain:
		p.writePlain(s, own, !simpleKey)
	case styleSingle:
		p.writeSingle(s, own, !simpleKey)
	case styleDouble:
		p.writeDouble(s, own, !simpleKey)
	case styleLiteral:
		p.writeLiteral(s, own)
	}
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

// writePlain writes s unquoted, breaking long lines at single spaces
// once past the width. A plain scalar holds no line break (analyze rules
// the plain style out for one).
func (p *printer) writePlain(s string, indent int, allowBreaks bool) {
	if !p.whitespace {
		p.put(' ')
	}
	if !allowBreaks || p.column+len(s) <= yamlWidth {
		// No space can come past the width: nothing to fold.
		p.text(s)
	} else {
		spaces := false
		for i := 0; i < len(s); {
			if s[i] == ' ' {
				if !spaces && p.column > yamlWidth && !isSpaceAt(s, i+1) {
					p.writeIndent(indent)
				} else {
					p.put(' ')
				}
				i++
				spaces = true
				continue
			}
			j := strings.IndexByte(s[i:], ' ')
			if j < 0 {
				j = len(s) - i
			}
			p.text(s[i : i+j])
			i += j
			p.indention = false
			spaces = false
		}
	}
	p.whitespace = false
	p.indention = false
}

// writeSingle writes s in single quotes, doubling quotes in it.
func (p *printer) writeSingle(s string, indent int, allowBreaks bool) {
	p.indicator("'", true, false, false)
	spaces, breaks := false, false
	for i := 0; i < len(s); {
		switch {
		case s[i] == ' ':
			if allowBreaks && !spaces && p.column > yamlWidth && i > 0 && i < len(s)-1 && !isSpaceAt(s, i+1) {
				p.writeIndent(indent)
				i++
			} else {
				i += p.char(s, i)
			}
			spaces = true
		case isBreakAt(s, i):
			if !breaks && s[i] == '\n' {
				p.newline()
			}
			i += p.lineBreak(s, i)
			p.indention = true
			breaks = true
		default:
			if breaks {
				p.writeIndent(indent)
			}
			if s[i] == '\'' {
				p.put('\'')
				i += p.char(s, i)
			} else {
				// Up to the next space, quote or possible break.
				j := i + 1
				for j < len(s) && s[j] != ' ' && s[j] != '\'' && !mayBreak(s[j]) {
					j++
				}
				p.text(s[i:j])
				i = j
			}
			p.indention = false
			spaces, breaks = false, false
		}
	}
	p.indicator("'", false, false, false)
	p.whitespace = false
	p.indention = false
}

// writeDouble writes s in double quotes with yaml.v2's escapes.
func (p *printer) writeDouble(s string, indent int, allowBreaks bool) {
	p.indicator(`"`, true, false, false)
	// A leading byte order mark makes yaml.v2 escape every character.
	bom := strings.HasPrefix(s, "\uFEFF")
	spaces := false
	for i := 0; i < len(s); {
		if !bom && plainASCII(s[i]) {
			j := i + 1
			for j < len(s) && plainASCII(s[j]) {
				j++
			}
			p.buf = append(p.buf, s[i:j]...)
			p.column += j - i
			i = j
			spaces = false
			continue
		}
		r, w := utf8.DecodeRuneInString(s[i:])
		switch {
		case bom || !isPrintable(r) || isBreak(r) || r == '"' || r == '\\':
			p.escape(r)
			spaces = false
		case r == ' ':
			if allowBreaks && !spaces && p.column > yamlWidth && i > 0 && i < len(s)-1 {
				p.writeIndent(indent)
				if isSpaceAt(s, i+1) {
					p.put('\\')
				}
			} else {
				p.put(' ')
			}
			spaces = true
		default:
			p.char(s, i)
			spaces = false
		}
		i += w
	}
	p.indicator(`"`, false, false, false)
	p.whitespace = false
	p.indention = false
}

// plainASCII: b is a printable ASCII character other than a space and
// the two a double-quoted scalar escapes.
func plainASCII(b byte) bool {
	return b > ' ' && b < 0x7F && b != '"' && b != '\\'
}

// mayBreak: b may start a line break.
func mayBreak(b byte) bool {
	return b == '\n' || b == '\r' || b == 0xC2 || b == 0xE2
}

// escape writes r as a double-quoted escape sequence.
func (p *printer) escape(r rune) {
	p.put('\\')
	var short byte
	switch r {
	case 0x00:
		short = '0'
	case 0x07:
		short = 'a'
	case 0x08:
		short = 'b'
	case 0x09:
		short = 't'
	case 0x0A:
		short = 'n'
	case 0x0B:
		short = 'v'
	case 0x0C:
		short = 'f'
	case 0x0D:
		short = 'r'
	case 0x1B:
		short = 'e'
	case '"':
		short = '"'
	case '\\':
		short = '\\'
	case 0x85:
		short = 'N'
	case 0xA0:
		short = '_'
	case 0x2028:
		short = 'L'
	case 0x2029:
		short = 'P'
	}
	if short != 0 {
		p.put(short)
		return
	}
	digits := 8
	switch {
	case r <= 0xFF:
		p.put('x')
		digits = 2
	case r <= 0xFFFF:
		p.put('u')
		digits = 4
	default:
		p.put('U')
	}
	const hex = "0123456789ABCDEF"
	for shift := (digits - 1) * 4; shift >= 0; shift -= 4 {
		p.put(hex[(r>>uint(shift))&0xF])
	}
}

// writeLiteral writes s as a "|" block: the header's indentation and
// chomping indicators, then s's lines at indent.
func (p *printer) writeLiteral(s string, indent int) {
	p.indicator("|", true, false, false)
	if s != "" && (s[0] == ' ' || isBreakAt(s, 0)) {
		p.indicator(strconv.Itoa(yamlIndentStep), false, false, false)
	}
	if chomp := chompIndicator(s); chomp != "" {
		p.indicator(chomp, false, false, false)
	}
	p.newline()
	p.indention = true
	p.whitespace = true
	breaks := true
	for i := 0; i < len(s); {
		if isBreakAt(s, i) {
			i += p.lineBreak(s, i)
			p.indention = true
			breaks = true
			continue
		}
		if breaks {
			p.writeIndent(indent)
		}
		// The line ends at "\n" or LS or PS (a literal holds no CR or NEL).
		j := strings.IndexByte(s[i:], '\n')
		if j < 0 {
			j = len(s)
		} else {
			j += i
		}
		if k := strings.IndexByte(s[i:j], 0xE2); k >= 0 {
			for j = i + k; j < len(s) && !isBreakAt(s, j); j++ {
			}
		}
		p.text(s[i:j])
		i = j
		p.indention = false
		breaks = false
	}
}

// chompIndicator is "-" when s does not end in a line break (strip), ""
// when it ends in exactly one (clip), "+" when in more or s is one break.
func chompIndicator(s string) string {
	if s == "" {
		return "-"
	}
	last, w := utf8.DecodeLastRuneInString(s)
	if !isBreak(last) {
		return "-"
	}
	if len(s) == w {
		return "+"
	}
	if prev, _ := utf8.DecodeLastRuneInString(s[:len(s)-w]); isBreak(prev) {
		return "+"
	}
	return ""
}

// scalarShape is what yaml.v2's emitter learns of a scalar before it
// picks a style (its analyze_scalar): which styles can hold it.
type scalarShape struct {
	multiline    bool // holds a line break
	blockPlain   bool // may be written plain in block context
	singleQuoted bool
	block        bool // may be a literal block
}

func (sc *scalarShape) analyze(s string) {
	if s == "" {
		*sc = scalarShape{blockPlain: true, singleQuoted: true}
		return
	}
	// indicators: something that makes a plain scalar mean more.
	indicators := strings.HasPrefix(s, "---") || strings.HasPrefix(s, "...")
	switch s[0] {
	case '#', ',', '[', ']', '{', '}', '&', '*', '!', '|', '>', '\'', '"', '%', '@', '`':
		indicators = true
	case '?', ':', '-':
		indicators = indicators || blankAt(s, 1)
	}
	var (
		lineBreaks      bool
		special         bool // a character that must be escaped
		leadingSpace    bool
		leadingBreak    bool
		trailingSpace   bool
		trailingBreak   bool
		spaceAfterBreak bool
		breakAfterSpace bool
		afterWhitespace = true
		previousSpace   bool
		previousBreak   bool
	)
	for i := 0; i < len(s); {
		if ordinaryASCII[s[i]] {
			previousSpace, previousBreak, afterWhitespace = false, false, false
			i++
			continue
		}
		r, w := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, w = utf8.DecodeRuneInString(s[i:])
		}
		switch {
		case r == ':' && blankAt(s, i+1), r == '#' && afterWhitespace:
			indicators = true
		case !isPrintable(r):
			special = true
		}
		switch {
		case r == ' ':
			if i == 0 {
				leadingSpace = true
			}
			if i+w == len(s) {
				trailingSpace = true
			}
			if previousBreak {
				spaceAfterBreak = true
			}
			previousSpace, previousBreak = true, false
		case isBreak(r):
			lineBreaks = true
			if i == 0 {
				leadingBreak = true
			}
			if i+w == len(s) {
				trailingBreak = true
			}
			if previousSpace {
				breakAfterSpace = true
			}
			previousSpace, previousBreak = false, true
		default:
			previousSpace, previousBreak = false, false
		}
		afterWhitespace = r == ' ' || r == '\t' || r == 0 || isBreak(r)
		i += w
	}
	*sc = scalarShape{multiline: lineBreaks, blockPlain: true, singleQuoted: true, block: true}
	if leadingSpace || leadingBreak || trailingSpace || trailingBreak || lineBreaks || indicators {
		sc.blockPlain = false
	}
	if trailingSpace {
		sc.block = false
	}
	if spaceAfterBreak {
		sc.blockPlain = false
		sc.singleQuoted = false
	}
	if breakAfterSpace || special {
		sc.blockPlain = false
		sc.singleQuoted = false
		sc.block = false
	}
}

// ordinaryASCII marks the bytes analyze has nothing to note about but
// that they are there: printable ASCII but the space, ':' and '#'.
var ordinaryASCII = func() (t [256]bool) {
	for b := 0x21; b < 0x7F; b++ {
		t[b] = b != ':' && b != '#'
	}
	return t
}()

// blankAt: s ends at i or has a space or tab there.
func blankAt(s string, i int) bool {
	return i >= len(s) || s[i] == ' ' || s[i] == '\t'
}

// isPrintable: yaml.v2 writes r unescaped (LF, ASCII but controls and
// DEL, and the basic plane but C1 controls, surrogates, the byte order
// mark, U+FFFE and U+FFFF; nothing beyond the basic plane).
func isPrintable(r rune) bool {
	switch {
	case r == '\n':
		return true
	case r < 0x20:
		return false
	case r <= 0x7E:
		return true
	case r < 0xA0:
		return false
	case r <= 0xD7FF:
		return true
	case r < 0xE000:
		return false
	}
	return r <= 0xFFFD && r != 0xFEFF
}

// isBreak: r ends a line for YAML (CR, LF, NEL, LS, PS).
func isBreak(r rune) bool {
	return r == '\n' || r == '\r' || r == 0x85 || r == 0x2028 || r == 0x2029
}

func isBreakAt(s string, i int) bool {
	switch s[i] {
	case '\n', '\r':
		return true
	case 0xC2, 0xE2:
		r, _ := utf8.DecodeRuneInString(s[i:])
		return isBreak(r)
	}
	return false
}

func isSpaceAt(s string, i int) bool { return i < len(s) && s[i] == ' ' }

// charWidth is the length of the UTF-8 sequence b starts.
func charWidth(b byte) int {
	switch {
	case b < 0x80:
		return 1
	case b&0xE0 == 0xC0:
		return 2
	case b&0xF0 == 0xE0:
		return 3
	}
	return 4
}

// sortedKeys is m's keys in yaml.v2's order (sorter.go's keyList for
// string keys). ok is false when a key is not UTF-8 (yaml.v2 prints it as
// !!binary) or when yaml.v2's order is not a total order on the keys
// (see ambiguousKeyOrder): yaml.v2's own output then depends on the map's
// iteration order.
func sortedKeys(m map[string]any) (keys []string, ok bool) {
	keys = make([]string, 0, len(m))
	size := 0
	for k := range m {
		if !utf8.ValidString(k) {
			return nil, false
		}
		keys = append(keys, k)
		size += len(k)
	}
	if ambiguousKeyOrder(keys) {
		return nil, false
	}
	// The keys are distinct and their order total: not before is after.
	slices.SortFunc(keys, func(a, b string) int {
		if yamlKeyLess(a, b) {
			return -1
		}
		if a == b {
			return 0
		}
		return 1
	})
	return keys, true
}

// ambiguousKeyOrder reports keys on which yaml.v2's key order may not be
// a total order. That order compares keys as sequences of tokens (a run
// of digits as a number, any other character alone; other characters
// before numbers before letters) except in three cases, which are the
// ones reported:
//   - a digit run of 19 or more digits overflows its int64;
//   - a non-ASCII digit (unicode.IsDigit) counts with a bogus value;
//   - two keys sharing a prefix that ends in a digit, one going on with
//     a digit and the other with a letter ("60", "6x"): the character
//     rule puts the first before the second, the number rule would not,
//     and with a third key ("7") the order becomes a cycle.
func ambiguousKeyOrder(keys []string) bool {
	var digitNext, letterNext map[string]bool
	for _, k := range keys {
		if strings.IndexAny(k, "0123456789") < 0 && isASCII(k) {
			continue // nothing to check
		}
		run := 0
		for i, r := range k {
			digit := r >= '0' && r <= '9'
			if !digit && r >= utf8.RuneSelf && unicode.IsDigit(r) {
				return true
			}
			if run > 0 {
				switch {
				case digit:
					if digitNext == nil {
						digitNext = map[string]bool{}
					}
					digitNext[k[:i]] = true
				case isLetter(r):
					if letterNext == nil {
						letterNext = map[string]bool{}
					}
					letterNext[k[:i]] = true
				}
			}
			if digit {
				run++
				if run >= 19 {
					return true
				}
			} else {
				run = 0
			}
		}
	}
	for prefix := range letterNext {
		if digitNext[prefix] {
			return true
		}
	}
	return false
}

// yamlKeyLess is yaml.v2's order of two string keys (its keyList.Less):
// at the first character they differ in, two letters compare as
// characters, a letter comes after anything else, and otherwise the runs
// of digits starting there compare as numbers (a zero there counting as
// significant when a nonzero digit precedes it in the run they share),
// then by length, then the characters; a key before its extensions.
//
// yaml.v2 compares runes; this compares the bytes of UTF-8 strings the
// same way, for keys whose digits are all ASCII (ambiguousKeyOrder
// rules the others out): the first differing rune starts where the first
// differing byte's rune starts, and digits are single bytes.
func yamlKeyLess(a, b string) bool {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	if i == len(a) || i == len(b) {
		return len(a) < len(b)
	}
	for i > 0 && a[i]&0xC0 == 0x80 {
		i-- // back to the start of the differing rune
	}
	ra, rb := rune(a[i]), rune(b[i])
	if ra >= utf8.RuneSelf {
		ra, _ = utf8.DecodeRuneInString(a[i:])
	}
	if rb >= utf8.RuneSelf {
		rb, _ = utf8.DecodeRuneInString(b[i:])
	}
	aLetter, bLetter := isLetter(ra), isLetter(rb)
	if aLetter && bLetter {
		return ra < rb
	}
	if aLetter || bLetter {
		return bLetter
	}
	var an, bn int64
	if ra == '0' || rb == '0' {
		for j := i - 1; j >= 0 && isDigit(a[j]); j-- {
			if a[j] != '0' {
				an, bn = 1, 1
				break
			}
		}
	}
	ai, bi := i, i
	for ; ai < len(a) && isDigit(a[ai]); ai++ {
		an = an*10 + int64(a[ai]-'0')
	}
	for ; bi < len(b) && isDigit(b[bi]); bi++ {
		bn = bn*10 + int64(b[bi]-'0')
	}
	if an != bn {
		return an < bn
	}
	if ai != bi {
		return ai < bi
	}
	return ra < rb
}

func isDigit(b byte) bool { return b >= '0' && b <= '9' }

// isLetter is unicode.IsLetter with a shortcut for ASCII.
func isLetter(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
	}
	return unicode.IsLetter(r)
}

// plainIsString: yaml.v2 would read s, written plain, back as a string,
// and does not quote it anyway (base-60 numbers). This is resolve.go's
// resolve for an untagged scalar, kept to the question asked here.
func plainIsString(s string) bool {
	if s == "" {
		return false // null
	}
	c := s[0]
	switch {
	case strings.IndexByte("yYnNtTfFoO~", c) >= 0:
		return !yamlWords[s]
	case c == '.':
		if yamlWords[s] {
			return false
		}
		_, err := strconv.ParseFloat(s, 64)
		return err != nil
	case c == '+' || c == '-' || c >= '0' && c <= '9':
		return !yamlWords[s] && !isYAMLTimestamp(s) && !isYAMLNumber(s) && !isBase60Float(s)
	}
	return true
}

// yamlWords are the plain scalars yaml.v2 reads as a bool, null or float
// by name. ("<<", the merge key, is not looked up: no character it starts
// with is one resolve looks words up for.)
var yamlWords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`y Y yes Yes YES true True TRUE on On ON
		n N no No NO false False FALSE off Off OFF ~ null Null NULL
		.nan .NaN .NAN .inf .Inf .INF +.inf +.Inf +.INF -.inf -.Inf -.INF`) {
		yamlWords[w] = true
	}
}

// isYAMLNumber: yaml.v2 reads s (starting with a sign or digit) as an int
// or float: underscores dropped, then Go's integer syntax with base
// prefixes, YAML's float syntax, or 0b binary.
func isYAMLNumber(s string) bool {
	plain := strings.ReplaceAll(s, "_", "")
	if _, err := strconv.ParseInt(plain, 0, 64); err == nil {
		return true
	}
	if _, err := strconv.ParseUint(plain, 0, 64); err == nil {
		return true
	}
	if isYAMLFloatSyntax(plain) {
		if _, err := strconv.ParseFloat(plain, 64); err == nil {
			return true
		}
	}
	if rest, ok := strings.CutPrefix(plain, "0b"); ok {
		if _, err := strconv.ParseInt(rest, 2, 64); err == nil {
			return true
		}
		_, err := strconv.ParseUint(rest, 2, 64)
		return err == nil
	}
	if rest, ok := strings.CutPrefix(plain, "-0b"); ok {
		_, err := strconv.ParseInt("-"+rest, 2, 64)
		return err == nil
	}
	return false
}

// isYAMLFloatSyntax: s is [-+]?(.digits|digits(.digits?)?)([eE][-+]?digits)?
func isYAMLFloatSyntax(s string) bool {
	i := 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	if i < len(s) && s[i] == '.' {
		i++
		if n := digitRun(s[i:]); n > 0 {
			i += n
		} else {
			return false
		}
	} else {
		n := digitRun(s[i:])
		if n == 0 {
			return false
		}
		i += n
		if i < len(s) && s[i] == '.' {
			i++
			i += digitRun(s[i:])
		}
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		n := digitRun(s[i:])
		if n == 0 {
			return false
		}
		i += n
	}
	return i == len(s)
}

// isBase60Float: s is a YAML 1.1 sexagesimal number
// ([-+]?digit[digit_]*(:[0-5]?digit)+(.[digit_]*)?), which yaml.v2 reads
// as a string but quotes for other YAML 1.1 readers.
func isBase60Float(s string) bool {
	i := 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	if i == len(s) || s[i] < '0' || s[i] > '9' {
		return false
	}
	for i < len(s) && (s[i] >= '0' && s[i] <= '9' || s[i] == '_') {
		i++
	}
	groups := 0
	for i < len(s) && s[i] == ':' {
		i++
		switch n := digitRun(s[i:]); {
		case n >= 2 && s[i] <= '5':
			i += 2
		case n >= 1:
			i++
		default:
			return false
		}
		groups++
	}
	if groups == 0 {
		return false
	}
	if i < len(s) && s[i] == '.' {
		i++
		for i < len(s) && (s[i] >= '0' && s[i] <= '9' || s[i] == '_') {
			i++
		}
	}
	return i == len(s)
}

// digitRun is the number of ASCII digits s starts with.
func digitRun(s string) int {
	n := 0
	for n < len(s) && s[n] >= '0' && s[n] <= '9' {
		n++
	}
	return n
}

// isYAMLTimestamp: yaml.v2 reads s as a timestamp (four digits and a
// dash, then one of the layouts it tries).
func isYAMLTimestamp(s string) bool {
	if digitRun(s) != 4 || len(s) == 4 || s[4] != '-' {
		return false
	}
	for _, layout := range []string{
		"2006-1-2T15:4:5.999999999Z07:00",
		"2006-1-2t15:4:5.999999999Z07:00",
		"2006-1-2 15:4:5.999999999",
		"2006-1-2",
	} {
		if _, err := time.Parse(layout, s); err == nil {
			return true
		}
	}
	return false
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
