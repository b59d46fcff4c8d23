package tags

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ArgType is the type the +k8s: tag grammar (gengo's codetags, which
// validation-gen parses its tags with) gives an argument by how it is
// written: quoted text is a string, true/false a bool, a number an int,
// and any other word a string.
type ArgType string

const (
	ArgString ArgType = "string"
	ArgInt    ArgType = "int"
	ArgBool   ArgType = "bool"
)

// Arg is one argument inside a tag's parentheses: +k8s:item(name: "x")
// has the named argument name, +k8s:ifEnabled(Feature) the positional
// argument Feature.
type Arg struct {
	// Name is "" for the positional argument.
	Name string
	// Value is the argument's value: a quoted string's text unquoted, an
	// int as written (decimal, 0x, 0o or 0b, with an optional sign).
	Value string
	Type  ArgType
	// Text is the argument as written, name included ("union: `u`"),
	// which messages quote.
	Text string
	// Off is the byte offset of Text in the text read (the tag from its
	// "+" for ReadTag, the text after "(" for ReadArgs).
	Off int
}

// String is the argument as written, so that %q of an Arg in a message
// quotes what the user wrote.
func (a Arg) String() string { return a.Text }

// ArgError is an argument list that does not follow the grammar, Off
// bytes into the text read.
type ArgError struct {
	Off int
	Msg string
}

func (e *ArgError) Error() string { return e.Msg }

// ReadArgs reads a tag's arguments from s, the text after its "(", up to
// and including the closing ")", by the codetags grammar: no arguments, one
// positional value, or "name: value" pairs separated by ",", where a value
// is a "..." or `...` string (only the quote and \ may be escaped), an
// integer, true/false, or an identifier (a letter or _, then letters,
// digits, _, . and -). Space is allowed after "," and ":" only. n is the
// number of bytes of s read.
//
// As upstream, a "name:" with no value before ")" or "," adds no argument
// and a list may end with ",": both are accepted, and so read alike.
func ReadArgs(s string) (args []Arg, n int, err error) {
	r := argReader{s: s}
	if err := r.list(); err != nil {
		return nil, 0, err
	}
	if err := mixed(r.args); err != nil {
		return nil, 0, err
	}
	return r.args, r.i, nil
}

// argReader is ReadArgs' position in its text.
type argReader struct {
	s    string
	i    int
	args []Arg
}

func (r *argReader) peek() rune {
	if r.i >= len(r.s) {
		return -1
	}
	c, _ := utf8.DecodeRuneInString(r.s[r.i:])
	return c
}

func (r *argReader) skipSpace() {
	for c := r.peek(); c >= 0 && unicode.IsSpace(c); c = r.peek() {
		r.i += utf8.RuneLen(c)
	}
}

// list reads arguments up to and including ")".
func (r *argReader) list() error {
	name, start := "", r.i
	for {
		c := r.peek()
		switch {
		case c < 0:
			return &ArgError{r.i, `the arguments are not closed; end them with ")"`}
		case c == ')':
			r.i++
			return nil
		case c == '"' || c == '`':
			v, err := r.quoted(c)
			if err != nil {
				return err
			}
			r.add(name, v, ArgString, start)
		case c == '-' || c == '+' || c >= '0' && c <= '9':
			v, err := r.number()
			if err != nil {
				return err
			}
			r.add(name, v, ArgInt, start)
		case identBegin(c):
			word := r.ident()
			if r.peek() == ':' {
				// A name; as upstream, a second "name:" before the value
				// renames the argument.
				r.i++
				r.skipSpace()
				name = word
				continue
			}
			typ := ArgString
			if word == "true" || word == "false" {
				typ = ArgBool
			}
			r.add(name, word, typ, start)
		default:
			return r.unexpected()
		}
		// After a value: "," then the next argument, or ")".
		switch r.peek() {
		case ',':
			r.i++
			r.skipSpace()
		case ')':
		default:
			return r.unexpected()
		}
		name, start = "", r.i
	}
}

func (r *argReader) add(name, value string, typ ArgType, start int) {
	r.args = append(r.args, Arg{Name: name, Value: value, Type: typ, Text: r.s[start:r.i], Off: start})
}

func (r *argReader) unexpected() error {
	c := r.peek()
	if c < 0 {
		return &ArgError{r.i, `the arguments are not closed; end them with ")"`}
	}
	return &ArgError{r.i, fmt.Sprintf("unexpected character %q in the arguments; write (value) or (name: value, name: value), "+
		`with no space but after "," and ":"; quote a value that is not a word, number or true/false`, c)}
}

// quoted reads a string in quote q; \q and \\ are its only escapes.
func (r *argReader) quoted(q rune) (string, error) {
	open := r.i
	r.i++
	var b strings.Builder
	for {
		c := r.peek()
		switch {
		case c < 0:
			return "", &ArgError{open, fmt.Sprintf("the string is not closed; end it with %c", q)}
		case c == q:
			r.i++
			return b.String(), nil
		case c == '\\':
			r.i++
			e := r.peek()
			if e < 0 {
				return "", &ArgError{open, fmt.Sprintf("the string is not closed; end it with %c", q)}
			}
			if e != q && e != '\\' {
				return "", &ArgError{r.i, fmt.Sprintf(`unhandled escape \%c in a string: only \%c and \\ are escapes; write the character itself`, e, q)}
			}
			b.WriteRune(e)
			r.i += utf8.RuneLen(e)
		default:
			b.WriteRune(c)
			r.i += utf8.RuneLen(c)
		}
	}
}

// number reads an integer as upstream's scanner spans one (a sign, then
// digits, a 0x/0o/0b prefix and hex digits) and checks it is one.
func (r *argReader) number() (string, error) {
	start := r.i
	if c := r.s[r.i]; c == '+' || c == '-' {
		r.i++
	}
	if r.i+1 < len(r.s) && r.s[r.i] == '0' && strings.IndexByte("xob", r.s[r.i+1]) >= 0 {
		r.i += 2
	}
	for r.i < len(r.s) && strings.IndexByte("0123456789abcdefABCDEF", r.s[r.i]) >= 0 {
		r.i++
	}
	v := r.s[start:r.i]
	if _, err := strconv.ParseInt(v, 0, 64); err != nil {
		return "", &ArgError{start, fmt.Sprintf("invalid number %q; write a 64-bit integer (decimal, 0x, 0o or 0b), or quote it as a string", v)}
	}
	return v, nil
}

func (r *argReader) ident() string {
	start := r.i
	for c := r.peek(); c >= 0 && (identBegin(c) || unicode.IsDigit(c) || c == '.' || c == '-'); c = r.peek() {
		r.i += utf8.RuneLen(c)
	}
	return r.s[start:r.i]
}

func identBegin(c rune) bool { return unicode.IsLetter(c) || c == '_' }

// mixed is upstream's check of the argument list: all named, or one
// positional argument.
func mixed(args []Arg) error {
	named := 0
	for _, a := range args {
		if a.Name != "" {
			named++
		}
	}
	switch {
	case named > 0 && named < len(args):
		return &ArgError{args[0].Off, "can't mix named and positional arguments; name every argument: (name: value, ...)"}
	case named == 0 && len(args) > 1:
		return &ArgError{args[1].Off, "multiple arguments must use 'name: value' syntax"}
	}
	return nil
}
