package manifest

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

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
