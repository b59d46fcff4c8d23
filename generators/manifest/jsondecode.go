package manifest

import (
	"encoding/json"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// decodeObject reads the JSON text json.Marshal wrote for one object into
// the tree encoding/json's Decoder with UseNumber gives (objects as
// map[string]any, arrays as []any, numbers as json.Number), in one pass
// and with strings that need no unescaping sharing one copy of the text.
// ok is false for anything but a well-formed object whose strings are
// UTF-8; the caller then decodes with encoding/json, which also gives the
// errors.
func decodeObject(raw []byte) (m map[string]any, ok bool) {
	d := jsonDecoder{s: string(raw)}
	d.space()
	if !d.peek('{') {
		return nil, false
	}
	v, ok := d.value()
	if !ok {
		return nil, false
	}
	d.space()
	if d.i != len(d.s) {
		return nil, false
	}
	return v.(map[string]any), true
}

type jsonDecoder struct {
	s string
	i int
}

func (d *jsonDecoder) space() {
	for d.i < len(d.s) {
		switch d.s[d.i] {
		case ' ', '\t', '\n', '\r':
			d.i++
		default:
			return
		}
	}
}

func (d *jsonDecoder) peek(c byte) bool { return d.i < len(d.s) && d.s[d.i] == c }

// value reads one value, the decoder at its first byte.
func (d *jsonDecoder) value() (any, bool) {
	if d.i >= len(d.s) {
		return nil, false
	}
	switch c := d.s[d.i]; {
	case c == '{':
		return d.object()
	case c == '[':
		return d.array()
	case c == '"':
		return d.str()
	case c == '-' || c >= '0' && c <= '9':
		return d.number()
	}
	for _, lit := range []struct {
		text string
		v    any
	}{{"true", true}, {"false", false}, {"null", nil}} {
		if len(d.s)-d.i >= len(lit.text) && d.s[d.i:d.i+len(lit.text)] == lit.text {
			d.i += len(lit.text)
			return lit.v, true
		}
	}
	return nil, false
}

func (d *jsonDecoder) object() (any, bool) {
	d.i++ // {
	m := map[string]any{}
	d.space()
	if d.peek('}') {
		d.i++
		return m, true
	}
	for {
		d.space()
		if !d.peek('"') {
			return nil, false
		}
		k, ok := d.str()
		if !ok {
			return nil, false
		}
		d.space()
		if !d.peek(':') {
			return nil, false
		}
		d.i++
		d.space()
		v, ok := d.value()
		if !ok {
			return nil, false
		}
		m[k] = v // a repeated key: the last wins, as for encoding/json
		if more, ok := d.more('}'); !more {
			return m, ok
		}
	}
}

func (d *jsonDecoder) array() (any, bool) {
	d.i++ // [
	l := []any{}
	d.space()
	if d.peek(']') {
		d.i++
		return l, true
	}
	for {
		d.space()
		v, ok := d.value()
		if !ok {
			return nil, false
		}
		l = append(l, v)
		if more, ok := d.more(']'); !more {
			return l, ok
		}
	}
}

// more reads what follows an element: a comma (more is true) or the
// closing end (ok is true); anything else is neither.
func (d *jsonDecoder) more(end byte) (more, ok bool) {
	d.space()
	switch {
	case d.peek(','):
		d.i++
		return true, true
	case d.peek(end):
		d.i++
		return false, true
	}
	return false, false
}

// number reads a number's text as JSON's grammar has it.
func (d *jsonDecoder) number() (any, bool) {
	start := d.i
	if d.peek('-') {
		d.i++
	}
	switch n := digitRun(d.s[d.i:]); {
	case n == 0:
		return nil, false
	case d.s[d.i] == '0' && n > 1:
		return nil, false // a leading zero
	default:
		d.i += n
	}
	if d.peek('.') {
		d.i++
		n := digitRun(d.s[d.i:])
		if n == 0 {
			return nil, false
		}
		d.i += n
	}
	if d.peek('e') || d.peek('E') {
		d.i++
		if d.peek('+') || d.peek('-') {
			d.i++
		}
		n := digitRun(d.s[d.i:])
		if n == 0 {
			return nil, false
		}
		d.i += n
	}
	return json.Number(d.s[start:d.i]), true
}

// str reads a string, the decoder at its opening quote. A string without
// escapes is a substring of the text.
func (d *jsonDecoder) str() (string, bool) {
	d.i++ // "
	start := d.i
	ascii := true
	for d.i < len(d.s) {
		c := d.s[d.i]
		switch {
		case c == '"':
			s := d.s[start:d.i]
			d.i++
			if !ascii && !utf8.ValidString(s) {
				return "", false
			}
			return s, true
		case c == '\\':
			return d.unescape(start)
		case c < 0x20:
			return "", false
		case c >= utf8.RuneSelf:
			ascii = false
		}
		d.i++
	}
	return "", false
}

// unescape reads the rest of a string holding escapes, from start (its
// first byte) with the decoder at the first backslash.
func (d *jsonDecoder) unescape(start int) (string, bool) {
	b := []byte(d.s[start:d.i])
	for d.i < len(d.s) {
		c := d.s[d.i]
		switch {
		case c == '"':
			d.i++
			if !utf8.Valid(b) {
				return "", false
			}
			return string(b), true
		case c < 0x20:
			return "", false
		case c != '\\':
			b = append(b, c)
			d.i++
			continue
		}
		if d.i+1 >= len(d.s) {
			return "", false
		}
		e := d.s[d.i+1]
		d.i += 2
		switch e {
		case '"', '\\', '/':
			b = append(b, e)
		case 'b':
			b = append(b, '\b')
		case 'f':
			b = append(b, '\f')
		case 'n':
			b = append(b, '\n')
		case 'r':
			b = append(b, '\r')
		case 't':
			b = append(b, '\t')
		case 'u':
			r, ok := d.hex4()
			if !ok {
				return "", false
			}
			if utf16.IsSurrogate(r) {
				// A pair makes one character; a lone half is U+FFFD,
				// as encoding/json reads it.
				r2 := rune(-1)
				if d.i+1 < len(d.s) && d.s[d.i] == '\\' && d.s[d.i+1] == 'u' {
					save := d.i
					d.i += 2
					if r2, ok = d.hex4(); !ok {
						return "", false
					}
					if utf16.DecodeRune(r, r2) == utf8.RuneError {
						d.i = save
					}
				}
				r = utf16.DecodeRune(r, r2)
			}
			b = utf8.AppendRune(b, r)
		default:
			return "", false
		}
	}
	return "", false
}

// hex4 reads the four hex digits of a \u escape.
func (d *jsonDecoder) hex4() (rune, bool) {
	if len(d.s)-d.i < 4 {
		return 0, false
	}
	h := d.s[d.i : d.i+4]
	for i := 0; i < 4; i++ {
		if !isHexDigit(h[i]) {
			return 0, false
		}
	}
	v, err := strconv.ParseUint(h, 16, 32)
	if err != nil {
		return 0, false
	}
	d.i += 4
	return rune(v), true
}

func isHexDigit(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}
