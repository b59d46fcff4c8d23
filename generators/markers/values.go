package markers

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"text/scanner"
)

// args reads the argument text of one marker (what follows the name)
// with text/scanner's Go tokens, as controller-tools does, so that what a
// bare value spans, which text is a number and which a string, are the
// same. The first problem stops it.
type args struct {
	s    scanner.Scanner
	text string
	prob *problem
}

// problem is a parse error at a byte offset of the argument text.
type problem struct {
	off      int
	msg, fix string
}

const scanMode = scanner.ScanIdents | scanner.ScanInts | scanner.ScanFloats |
	scanner.ScanStrings | scanner.ScanRawStrings | scanner.SkipComments

// newScanner scans text; lexical errors go to onErr.
func newScanner(s *scanner.Scanner, text string, onErr func(*scanner.Scanner, string)) {
	s.Init(stringsReader(text))
	s.Mode = scanMode
	s.Error = onErr
}

func newArgs(text string) *args {
	a := &args{text: text}
	newScanner(&a.s, text, func(s *scanner.Scanner, msg string) {
		// A token being scanned has its start in Position.
		off := s.Pos().Offset
		if s.Position.IsValid() {
			off = s.Position.Offset
		}
		fix := "write numbers as in Go, or quote the value"
		if strings.Contains(msg, "not terminated") {
			msg, fix = "unterminated quoted string", "close the quote"
		}
		a.fail(off, msg, fix)
	})
	return a
}

func (a *args) fail(off int, msg, fix string) {
	if a.prob == nil {
		a.prob = &problem{off: off, msg: msg, fix: fix}
	}
}

func (a *args) failed() bool { return a.prob != nil }

// peek is the next character, after skipping white space.
func peek(s *scanner.Scanner) rune {
	for {
		c := s.Peek()
		if c > ' ' || s.Whitespace&(1<<uint(c)) == 0 {
			return c
		}
		s.Next()
	}
}

// next scans a token and reports whether it is want; when it is not, the
// problem is recorded with msg (%q gets the token) and fix.
func (a *args) next(want rune, msg, fix string) bool {
	if a.s.Scan() == want {
		return true
	}
	a.fail(a.s.Position.Offset, fmt.Sprintf(msg, tokenText(&a.s)), fix)
	return false
}

// nextOr is next with the message and fix made only when the token is
// not the one wanted: a marker's arguments are scanned far more often
// than they are wrong, and the usage text costs more than the scan.
func (a *args) nextOr(want rune, problem func() (msg, fix string)) bool {
	if a.s.Scan() == want {
		return true
	}
	msg, fix := problem()
	a.fail(a.s.Position.Offset, fmt.Sprintf(msg, tokenText(&a.s)), fix)
	return false
}

func tokenText(s *scanner.Scanner) string {
	if t := s.TokenText(); t != "" {
		return t
	}
	return "end of marker"
}

// value parses one value of type t into out.
func (a *args) value(t Arg, out reflect.Value, inList bool) {
	if t.Pointer {
		out.Set(reflect.New(out.Type().Elem()))
		out = out.Elem()
	}
	switch t.Kind {
	case KindRaw:
		set(out, a.text[a.s.Pos().Offset:])
		for a.s.Scan() != scanner.EOF {
		}
	case KindInt, KindFloat:
		a.number(t, out)
	case KindString:
		a.str(out, false)
	case KindBool:
		if !a.next(scanner.Ident, "expected true or false, got %q", "write true or false") {
			return
		}
		switch a.s.TokenText() {
		case "true":
			set(out, true)
		case "false":
			set(out, false)
		default:
			a.fail(a.s.Position.Offset, fmt.Sprintf("expected true or false, got %q", a.s.TokenText()), "write true or false")
		}
	case KindAny:
		g := a.guess(!inList)
		v := out
		if g.Kind == KindSlice || g.Kind == KindMap {
			v = reflect.New(g.goType()).Elem()
		}
		a.value(g, v, false)
		if !a.failed() {
			set(out, v.Interface())
		}
	case KindSlice:
		a.list(t, out)
	case KindMap:
		a.dict(t, out)
	default:
		a.fail(a.s.Pos().Offset, "argument of no known type", "")
	}
}

// number parses an optionally negative int or float.
func (a *args) number(t Arg, out reflect.Value) {
	neg := a.s.Peek() == '-'
	if neg {
		a.s.Scan()
	}
	tok := a.s.Scan()
	text := a.s.TokenText()
	if neg {
		text = "-" + text
	}
	if t.Kind == KindInt {
		if tok != scanner.Int {
			a.fail(a.s.Position.Offset, fmt.Sprintf("expected an integer, got %q", tokenText(&a.s)), "write "+t.example())
			return
		}
		n, err := strconv.Atoi(text)
		if err != nil {
			a.fail(a.s.Position.Offset, fmt.Sprintf("bad integer %s: %v", text, err), "write "+t.example())
			return
		}
		set(out, n)
		return
	}
	if tok != scanner.Int && tok != scanner.Float {
		a.fail(a.s.Position.Offset, fmt.Sprintf("expected a number, got %q", tokenText(&a.s)), "write "+t.example())
		return
	}
	f, err := strconv.ParseFloat(text, 64)
	if err != nil {
		a.fail(a.s.Position.Offset, fmt.Sprintf("bad number %s: %v", text, err), "write "+t.example())
		return
	}
	set(out, f)
}

// str parses a quoted or raw string, or a bare one: the tokens up to the
// next , ; } (or : when it is a map key), spaces inside kept. Numbers are
// not scanned meanwhile, so that 1.2.3 or 087 stay text.
func (a *args) str(out reflect.Value, key bool) {
	saved := a.s.Mode
	a.s.Mode &^= scanner.ScanInts | scanner.ScanFloats
	defer func() { a.s.Mode = saved }()
	tok := a.s.Scan()
	if tok == scanner.String || tok == scanner.RawString {
		v, err := strconv.Unquote(a.s.TokenText())
		if err != nil {
			a.fail(a.s.Position.Offset, fmt.Sprintf("bad quoted string %s: %v", a.s.TokenText(), err), `escape it as in Go, or use a raw `+"`...`"+` string`)
			return
		}
		set(out, v)
		return
	}
	// The first token is taken whatever it is, then every token up to a
	// delimiter: a value left empty (a=,b=1) takes the rest, as upstream.
	start := a.s.Position.Offset
	for c := peek(&a.s); !ends(c, key); c = peek(&a.s) {
		a.s.Scan()
	}
	end := a.s.Position.Offset + len(a.s.TokenText())
	set(out, a.text[start:end])
}

// ends says whether c ends a bare string.
func ends(c rune, key bool) bool {
	switch c {
	case ',', ';', '}', scanner.EOF:
		return true
	}
	return key && c == ':'
}

// list parses {a,b,c} or a;b;c.
func (a *args) list(t Arg, out reflect.Value) {
	res := reflect.Zero(out.Type()) // nil when empty, as upstream
	item := reflect.New(out.Type().Elem()).Elem()
	if peek(&a.s) == '{' {
		a.s.Scan()
		for c := peek(&a.s); c != '}' && c != scanner.EOF; c = peek(&a.s) {
			a.value(*t.Item, item, true)
			res = reflect.Append(res, item)
			if a.failed() || peek(&a.s) == '}' {
				break
			}
			if !a.next(',', `expected "," or "}" in the list, got %q`, `separate items with ",", close the list with "}", and quote an item that holds , ; or }`) {
				return
			}
		}
		if a.failed() || !a.next('}', `expected "}" to close the list, got %q`, `close the list with "}"`) {
			return
		}
		set(out, res)
		return
	}
	for c := peek(&a.s); c != ',' && c != '}' && c != scanner.EOF; c = peek(&a.s) {
		a.value(*t.Item, item, true)
		res = reflect.Append(res, item)
		if a.failed() {
			return
		}
		c := peek(&a.s)
		if c == ',' || c == '}' || c == scanner.EOF {
			break
		}
		a.s.Scan()
		if c != ';' {
			a.fail(a.s.Position.Offset, fmt.Sprintf(`expected ";" or "," after a list item, got %q`, a.s.TokenText()), `separate items with ";" (or write {a,b}), and quote an item that holds spaces around , ; or }`)
			return
		}
	}
	set(out, res)
}

// dict parses {key: value, ...}.
func (a *args) dict(t Arg, out reflect.Value) {
	res := reflect.MakeMap(out.Type())
	item := reflect.New(out.Type().Elem()).Elem()
	key := reflect.New(out.Type().Key()).Elem()
	const fix = `write a map as {key: value, other: value}`
	if !a.next('{', `expected "{" to open a map, got %q`, fix) {
		return
	}
	for c := peek(&a.s); c != '}' && c != scanner.EOF; c = peek(&a.s) {
		a.str(key, true)
		if a.failed() || !a.next(':', `expected ":" after a map key, got %q`, fix) {
			return
		}
		a.value(*t.Item, item, false)
		if a.failed() {
			return
		}
		res.SetMapIndex(key, item)
		if peek(&a.s) == '}' {
			break
		}
		if !a.next(',', `expected "," or "}" in the map, got %q`, fix) {
			return
		}
	}
	if !a.next('}', `expected "}" to close the map, got %q`, fix) {
		return
	}
	set(out, res)
}

// set stores v in out, converted to out's type (a named int, a string
// kind).
func set(out reflect.Value, v any) {
	rv, ok := v.(reflect.Value)
	if !ok {
		rv = reflect.ValueOf(v)
	}
	if rv.Type() != out.Type() {
		rv = rv.Convert(out.Type())
	}
	out.Set(rv)
}
