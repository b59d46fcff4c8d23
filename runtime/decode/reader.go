package decode

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math/bits"
	"strconv"
	"unicode/utf8"

	kjson "sigs.k8s.io/json"

	"github.com/kubegen/kubegen/runtime/internal/strcache"
)

// JSONReader is the reflection-free reader that generated decoders (see
// ObjectDecoder) drive. It reads one JSON value from a byte slice with the
// semantics of the API machinery's decoder (sigs.k8s.io/json, case-sensitive
// and int-preserving): a decoder asks for what its Go type expects, and the
// reader either gives it or records an error.
//
// The first error sticks: every later call is a no-op that reports "nothing
// there", so generated code needs no error checks and its loops end. A
// syntax error anywhere, a JSON value of the wrong type for its field, and a
// number out of range are all errors, as they are for encoding/json (whose
// message and partial result may differ; callers only ever use the result
// of a successful decode).
//
// Its methods are for generated code; they are exported only because that
// code lives in other packages.
type JSONReader struct {
	data []byte
	pos  int
	err  error
	// opened is set by BeginObject and BeginArray and consumed by the
	// first NextKey or NextElem, which may then see the closing bracket
	// or a first member but not a comma.
	opened bool
	// The current object key is data[keyStart:keyEnd], or keyBuf when it
	// had escapes. Offsets rather than a slice: a key is read for every
	// member, and storing a pointer in the reader (which lives on the
	// heap) would cost a write barrier each time while the GC runs.
	keyStart, keyEnd int
	keyEscaped       bool
	keyBuf           []byte
	// partial says data may be the start of a longer input: running out of
	// it (even right after a number) is then reported as truncated, so
	// that the caller can read more and decode again.
	partial   bool
	truncated bool
	// strs, when set, shares the short strings that ReadString and
	// KeyString return (see strcache.Cache); ResetJSON keeps it.
	strs *strcache.Cache
}

// ResetJSON points r at data with no error.
func (r *JSONReader) ResetJSON(data []byte) {
	*r = JSONReader{data: data, keyBuf: r.keyBuf[:0], strs: r.strs}
}

// The methods below serve the runtime's list and watch decoding, which
// splits a response into values and hands each to a generated decoder.

// ResetPartial is ResetJSON for data that may be only the start of a longer
// input (partial): running out of it, even right after a number, is then
// reported by Truncated, so that the caller can read more and decode again.
func (r *JSONReader) ResetPartial(data []byte, partial bool) {
	r.ResetJSON(data)
	r.partial = partial
}

// Truncated reports whether a partial input ended inside the value.
func (r *JSONReader) Truncated() bool { return r.truncated }

// Offset is the position in the data after what has been read.
func (r *JSONReader) Offset() int { return r.pos }

// Peek returns the next byte that is not white space, or 0 at the end or
// after an error, without consuming it.
func (r *JSONReader) Peek() byte { return r.peek() }

// UseStrings makes the short strings that r returns come from c (nil for
// none); ResetJSON keeps it.
func (r *JSONReader) UseStrings(c *strcache.Cache) { r.strs = c }

// Strings returns the cache given to UseStrings.
func (r *JSONReader) Strings() *strcache.Cache { return r.strs }

// Err is the first error r met.
func (r *JSONReader) Err() error { return r.err }

// Finish checks that only white space follows the value and returns the
// first error.
func (r *JSONReader) Finish() error {
	if r.err == nil {
		r.ws()
		if r.pos < len(r.data) {
			r.syntax("after the top-level value")
		}
	}
	return r.err
}

func (r *JSONReader) syntax(what string) {
	if r.err == nil {
		if r.pos >= len(r.data) {
			r.truncated = true
			r.err = fmt.Errorf("unexpected end of JSON input")
			return
		}
		r.err = fmt.Errorf("invalid character %q %s at offset %d", r.data[r.pos], what, r.pos)
	}
}

func (r *JSONReader) typeError(want string) {
	if r.err == nil {
		r.err = fmt.Errorf("cannot decode JSON %s into %s at offset %d", r.kindAt(), want, r.pos)
	}
}

func (r *JSONReader) kindAt() string {
	if r.pos >= len(r.data) {
		return "end of input"
	}
	switch c := r.data[r.pos]; {
	case c == '{':
		return "object"
	case c == '[':
		return "array"
	case c == '"':
		return "string"
	case c == 't' || c == 'f':
		return "bool"
	default:
		return "number"
	}
}

// ws skips white space as JSON defines it.
func (r *JSONReader) ws() {
	for r.pos < len(r.data) {
		switch r.data[r.pos] {
		case ' ', '\t', '\n', '\r':
			r.pos++
		default:
			return
		}
	}
}

func (r *JSONReader) peek() byte {
	if r.err != nil {
		return 0
	}
	r.ws()
	if r.pos >= len(r.data) {
		return 0
	}
	return r.data[r.pos]
}

// literal consumes word (true, false or null) at the current position.
func (r *JSONReader) literal(word string) bool {
	if len(r.data)-r.pos >= len(word) && string(r.data[r.pos:r.pos+len(word)]) == word {
		r.pos += len(word)
		return true
	}
	// Point at the first byte that differs.
	for i := 0; i < len(word) && r.pos < len(r.data) && r.data[r.pos] == word[i]; i++ {
		r.pos++
	}
	r.syntax("in literal " + word)
	return false
}

// Null consumes a null and reports whether there was one.
func (r *JSONReader) Null() bool {
	if r.peek() == 'n' {
		return r.literal("null")
	}
	return false
}

// notScalar handles a value that is not the scalar a field wants: null
// leaves the field alone, anything else is a type error (after the value
// is checked for syntax, so that a syntax error is reported as one).
func (r *JSONReader) notScalar(want string) {
	if r.Null() || r.err != nil {
		return
	}
	start := r.pos
	r.Skip()
	if r.err == nil {
		r.pos = start
		r.typeError(want)
	}
}

// BeginObject consumes '{' and reports true, or consumes null and reports
// false (the value stays as it is), or records a type error.
func (r *JSONReader) BeginObject() bool { return r.begin('{', "an object") }

// begin consumes the opening delimiter of a composite value, or handles null
// or a type error as BeginObject and BeginArray describe.
func (r *JSONReader) begin(open byte, what string) bool {
	if r.peek() == open {
		r.pos++
		r.opened = true
		return true
	}
	r.notScalar(what)
	return false
}

// NextKey moves to the next member of the object and reads its key
// (Key, KeyString), or consumes '}' and reports false.
func (r *JSONReader) NextKey() bool { return r.nextKey(true) }

// nextKey is NextKey; without unquote a key with escapes is only checked,
// not unescaped (Key is then not meaningful): what Skip needs.
func (r *JSONReader) nextKey(unquote bool) bool {
	// The API server writes compact JSON: most members are `,"key":` or,
	// first in an object, `"key":`, with a plain key. Those are read here
	// in one pass; anything else (white space, escapes, the end of the
	// data, errors) takes the general path from the same position.
	if d, i := r.data, r.pos; r.err == nil && i < len(d) {
		if d[i] == ',' && !r.opened {
			i++
		}
		if i < len(d) && d[i] == '"' && (i > r.pos || r.opened) {
			if j := plainRun(d, i+1); j+1 < len(d) && d[j] == '"' && d[j+1] == ':' {
				r.keyStart, r.keyEnd, r.keyEscaped = i+1, j, false
				r.pos = j + 2
				r.opened = false
				return true
			}
		}
	}
	c := r.peek()
	if r.err != nil {
		return false
	}
	first := r.opened
	r.opened = false
	switch {
	case c == '}':
		r.pos++
		return false
	case c == ',' && !first:
		r.pos++
		r.ws()
		if r.pos >= len(r.data) || r.data[r.pos] != '"' {
			r.syntax("looking for the beginning of an object key string")
			return false
		}
	case c == '"' && first:
	default:
		if first {
			r.syntax("looking for the beginning of an object key string")
		} else {
			r.syntax("after an object key:value pair")
		}
		return false
	}
	if unquote {
		if !r.readKey() {
			return false
		}
	} else if r.scanString(); r.err != nil {
		return false
	}
	r.ws()
	if r.pos >= len(r.data) || r.data[r.pos] != ':' {
		r.syntax("after an object key")
		return false
	}
	r.pos++
	return true
}

// Key is the current key; it is valid until the next call of r.
func (r *JSONReader) Key() []byte {
	if r.keyEscaped {
		return r.keyBuf
	}
	return r.data[r.keyStart:r.keyEnd]
}

// KeyString is the current key as a string (shared with equal keys
// decoded before when r has a string cache).
func (r *JSONReader) KeyString() string {
	key := r.Key()
	if r.strs != nil && len(key) <= strcache.MaxLen {
		return r.strs.Get(key)
	}
	return string(key)
}

func (r *JSONReader) readKey() bool {
	raw, simple := r.scanString()
	if r.err != nil {
		return false
	}
	if simple {
		r.keyStart, r.keyEnd, r.keyEscaped = r.pos-len(raw)+1, r.pos-1, false
		return true
	}
	s, ok := unquoteSlow(raw)
	if !ok {
		r.syntax("in a string")
		return false
	}
	r.keyBuf = append(r.keyBuf[:0], s...)
	r.keyEscaped = true
	return true
}

// BeginArray consumes '[' and reports true, or consumes null and reports
// false, or records a type error.
func (r *JSONReader) BeginArray() bool { return r.begin('[', "an array") }

// NextElem reports whether another array element follows (and consumes
// the comma before it), or consumes ']' and reports false.
func (r *JSONReader) NextElem() bool {
	c := r.peek()
	if r.err != nil {
		return false
	}
	first := r.opened
	r.opened = false
	switch {
	case c == ']':
		r.pos++
		return false
	case c == ',' && !first:
		r.pos++
		r.ws()
		if r.pos >= len(r.data) || r.data[r.pos] == ']' {
			r.syntax("looking for the beginning of a value")
			return false
		}
		return true
	case first:
		return true
	default:
		r.syntax("after an array element")
		return false
	}
}

// scanString consumes a string at r.pos and returns it with its quotes;
// simple means it has no escapes and is valid ASCII or UTF-8 as it is.
func (r *JSONReader) scanString() (raw []byte, simple bool) {
	start := r.pos
	if r.pos >= len(r.data) || r.data[r.pos] != '"' {
		r.syntax("looking for the beginning of a string")
		return nil, false
	}
	i := plainRun(r.data, r.pos+1)
	simple = true
	for i < len(r.data) {
		c := r.data[i]
		switch {
		case c == '"':
			r.pos = i + 1
			raw = r.data[start:r.pos]
			if !simple {
				return raw, false
			}
			return raw, true
		case c == '\\':
			simple = false
			i++
			if i >= len(r.data) {
				r.pos = i
				r.syntax("in a string escape")
				return nil, false
			}
			switch r.data[i] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				i++
			case 'u':
				for k := 1; k <= 4; k++ {
					if i+k >= len(r.data) || !isHex(r.data[i+k]) {
						r.pos = min(i+k, len(r.data))
						r.syntax("in \\u hexadecimal character escape")
						return nil, false
					}
				}
				i += 5
			default:
				r.pos = i
				r.syntax("in a string escape code")
				return nil, false
			}
		case c < 0x20:
			r.pos = i
			r.syntax("in a string literal")
			return nil, false
		case c >= utf8.RuneSelf:
			// Invalid UTF-8 is replaced by U+FFFD when unquoted.
			if simple {
				rn, size := utf8.DecodeRune(r.data[i:])
				if rn == utf8.RuneError && size == 1 {
					simple = false
				}
				i += size
			} else {
				i++
			}
		default:
			i++
		}
	}
	r.pos = len(r.data)
	r.syntax("in a string")
	return nil, false
}

// plainRun returns the index of the first byte at or after i that a string
// scan must look at (a quote, a backslash, a control character or a
// non-ASCII byte), or len(d). Most strings in API objects are short and
// plain, so the scan takes eight bytes a step while it can: a word has no
// such byte when none of its bytes has the top bit set, is below 0x20, or
// equals '"' or '\\'.
func plainRun(d []byte, i int) int {
	const (
		ones  = 0x0101010101010101
		highs = 0x8080808080808080
	)
	for ; i+8 <= len(d); i += 8 {
		x := binary.LittleEndian.Uint64(d[i:])
		q := x ^ ('"' * ones)
		b := x ^ ('\\' * ones)
		// (v - ones) &^ v & highs is non-zero when v has a zero byte;
		// x - 0x20*ones &^ x likewise flags a byte below 0x20. Bytes with
		// the top bit set are caught by x itself.
		special := (x | (x-0x20*ones)&^x | (q-ones)&^q | (b-ones)&^b) & highs
		if special != 0 {
			// The lowest flagged byte is exact: borrows only run upwards.
			return i + bits.TrailingZeros64(special)/8
		}
	}
	for i < len(d) && plainByte[d[i]] {
		i++
	}
	return i
}

// plainByte says which bytes a string scan can pass over unseen.
var plainByte = func() (t [256]bool) {
	for c := 0x20; c < 0x80; c++ {
		t[c] = c != '"' && c != '\\'
	}
	return t
}()

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// unquoteSlow unquotes a string with escapes or invalid UTF-8 exactly as
// encoding/json does (surrogates, U+FFFD), by asking it: such strings are
// rare in API objects.
func unquoteSlow(raw []byte) (string, bool) {
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return "", false
	}
	return s, true
}

// readString reads a string value, or handles null and wrong types as
// notScalar does; ok reports that a string was read.
func (r *JSONReader) readString() (string, bool) {
	if r.peek() != '"' {
		r.notScalar("a string")
		return "", false
	}
	raw, simple := r.scanString()
	if r.err != nil {
		return "", false
	}
	return r.unquote(raw, simple)
}

// unquote turns a scanned string (with its quotes) into its value.
func (r *JSONReader) unquote(raw []byte, simple bool) (string, bool) {
	if simple {
		return string(raw[1 : len(raw)-1]), true
	}
	s, ok := unquoteSlow(raw)
	if !ok {
		r.syntax("in a string")
	}
	return s, ok
}

// scanNumber consumes a number that follows JSON's grammar and returns it.
func (r *JSONReader) scanNumber() []byte {
	start, i, d := r.pos, r.pos, r.data
	digits := func() bool {
		j := i
		for i < len(d) && '0' <= d[i] && d[i] <= '9' {
			i++
		}
		return i > j
	}
	if i < len(d) && d[i] == '-' {
		i++
	}
	switch {
	case i < len(d) && d[i] == '0':
		i++
	case i < len(d) && '1' <= d[i] && d[i] <= '9':
		digits()
	default:
		r.pos = i
		r.syntax("in numeric literal")
		return nil
	}
	if i < len(d) && d[i] == '.' {
		i++
		if !digits() {
			r.pos = i
			r.syntax("after decimal point in numeric literal")
			return nil
		}
	}
	if i < len(d) && (d[i] == 'e' || d[i] == 'E') {
		i++
		if i < len(d) && (d[i] == '+' || d[i] == '-') {
			i++
		}
		if !digits() {
			r.pos = i
			r.syntax("in exponent of numeric literal")
			return nil
		}
	}
	r.pos = i
	if i == len(d) && r.partial {
		r.syntax("in numeric literal")
		return nil
	}
	return d[start:i]
}

// number reads a number token for a numeric field, or handles other values
// as notScalar does.
func (r *JSONReader) number(want string) []byte {
	c := r.peek()
	if c == '-' || '0' <= c && c <= '9' {
		return r.scanNumber()
	}
	r.notScalar(want)
	return nil
}

// Skip consumes one value of any type, checking its syntax.
func (r *JSONReader) Skip() {
	switch c := r.peek(); {
	case r.err != nil:
	case c == '{':
		r.pos++
		r.opened = true
		for r.nextKey(false) {
			r.Skip()
		}
	case c == '[':
		r.pos++
		r.opened = true
		for r.NextElem() {
			r.Skip()
		}
	case c == '"':
		r.scanString()
	case c == 't':
		r.literal("true")
	case c == 'f':
		r.literal("false")
	case c == 'n':
		r.literal("null")
	case c == '-' || '0' <= c && c <= '9':
		r.scanNumber()
	default:
		r.syntax("looking for the beginning of a value")
	}
}

// Raw consumes one value and returns its bytes (valid until r is reset).
func (r *JSONReader) Raw() []byte {
	r.peek()
	start := r.pos
	r.Skip()
	if r.err != nil {
		return nil
	}
	return r.data[start:r.pos]
}

// Unmarshal hands the next value to a type's own UnmarshalJSON, as
// encoding/json does (null included).
func (r *JSONReader) Unmarshal(u json.Unmarshaler) {
	raw := r.Raw()
	if r.err == nil {
		if err := u.UnmarshalJSON(raw); err != nil {
			r.err = err
		}
	}
}

// Reflect decodes the next value into p with the reflective decoder: the
// generator's way out for shapes it does not decode itself (interfaces,
// arrays, byte slices, ",string" fields, text unmarshalers).
func (r *JSONReader) Reflect(p any) {
	raw := r.Raw()
	if r.err == nil {
		if err := kjson.UnmarshalCaseSensitivePreserveInts(raw, p); err != nil {
			r.err = err
		}
	}
}

// ReadString reads a string field.
func ReadString[S ~string](r *JSONReader, p *S) {
	if s, ok := r.readSharedString(); ok {
		*p = S(s)
	}
}

// readSharedString is readString whose short escape-free strings come from
// r's string cache, when it has one.
func (r *JSONReader) readSharedString() (string, bool) {
	// A plain string right at the position (compact JSON) is taken in one
	// pass; the rest goes the general way.
	if d, i := r.data, r.pos; r.err == nil && i < len(d) && d[i] == '"' {
		if j := plainRun(d, i+1); j < len(d) && d[j] == '"' {
			b := d[i+1 : j]
			r.pos = j + 1
			if r.strs != nil && len(b) <= strcache.MaxLen {
				return r.strs.Get(b), true
			}
			return string(b), true
		}
	}
	if r.strs == nil || r.peek() != '"' {
		return r.readString()
	}
	raw, simple := r.scanString()
	if r.err != nil {
		return "", false
	}
	if !simple || len(raw)-2 > strcache.MaxLen {
		return r.unquote(raw, simple)
	}
	return r.strs.Get(raw[1 : len(raw)-1]), true
}

// ReadBool reads a bool field.
func ReadBool[B ~bool](r *JSONReader, p *B) {
	switch r.peek() {
	case 't':
		if r.literal("true") {
			*p = true
		}
	case 'f':
		if r.literal("false") {
			*p = false
		}
	default:
		r.notScalar("a bool")
	}
}

// ReadInt reads a signed integer field of the given bit size.
func ReadInt[I ~int | ~int8 | ~int16 | ~int32 | ~int64](r *JSONReader, p *I, bits int) {
	if num := r.number("an integer"); num != nil {
		n, err := strconv.ParseInt(string(num), 10, bits)
		if err != nil {
			r.pos -= len(num)
			r.typeError("an integer of " + strconv.Itoa(bits) + " bits")
			return
		}
		*p = I(n)
	}
}

// ReadUint reads an unsigned integer field of the given bit size.
func ReadUint[U ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr](r *JSONReader, p *U, bits int) {
	if num := r.number("an unsigned integer"); num != nil {
		n, err := strconv.ParseUint(string(num), 10, bits)
		if err != nil {
			r.pos -= len(num)
			r.typeError("an unsigned integer of " + strconv.Itoa(bits) + " bits")
			return
		}
		*p = U(n)
	}
}

// ReadFloat reads a floating-point field of the given bit size.
func ReadFloat[F ~float32 | ~float64](r *JSONReader, p *F, bits int) {
	if num := r.number("a number"); num != nil {
		f, err := strconv.ParseFloat(string(num), bits)
		if err != nil {
			r.pos -= len(num)
			r.typeError("a float of " + strconv.Itoa(bits) + " bits")
			return
		}
		*p = F(f)
	}
}
