package markers

import (
	"reflect"
	"strings"
	"text/scanner"
)

// guess says what kind of value an Any argument holds by looking ahead
// in the text, as controller-tools does: a quote starts a string, "{" a
// map (when a string key and ":" follow, or it is empty) or else a list,
// true/false a bool, a number followed by a delimiter a number, anything
// else a bare string; with lists allowed, a ';' before the next ',' makes
// it a legacy list of the first item's kind. The look-ahead scans copies,
// so a consumes nothing here.
func (a *args) guess(lists bool) Arg {
	if lists {
		first := a.guess(false)
		s := lookahead(a.text[a.s.Pos().Offset:], nil)
		for {
			switch s.Scan() {
			case ';':
				return Arg{Kind: KindSlice, Item: &first}
			case ',', scanner.EOF:
				return first
			}
		}
	}
	rest := a.text[a.s.Pos().Offset:]
	return guessKind(rest)
}

// guessKind is guess without lists, on the text from the value on.
func guessKind(rest string) Arg {
	lexErr := false
	s := lookahead(rest, &lexErr)
	c := peek(s)
	switch c {
	case '"', '\'', '`':
		return Arg{Kind: KindString}
	case '{':
		s.Scan()
		empty := peek(s) == '}'
		first := guessKind(rest[s.Pos().Offset:])
		if first.Kind == KindString {
			// A string followed by ':' is a map key. The key is read the
			// way keys are, through a throwaway parser on the same text.
			sub := &args{text: rest}
			newScanner(&sub.s, rest, func(*scanner.Scanner, string) {})
			sub.s.Scan() // the '{'
			var discard string
			sub.str(reflect.ValueOf(&discard).Elem(), true)
			if sub.s.Scan() == ':' || empty {
				item := Arg{Kind: KindAny}
				return Arg{Kind: KindMap, Item: &item}
			}
		}
		return Arg{Kind: KindSlice, Item: &first}
	case 't', 'f':
		if s.Scan() == scanner.Ident {
			if t := s.TokenText(); t == "true" || t == "false" {
				return Arg{Kind: KindBool}
			}
		}
		return Arg{Kind: KindString}
	}
	tok := s.Scan()
	if tok == '-' {
		tok = s.Scan()
	}
	if !lexErr && (tok == scanner.Int || tok == scanner.Float) {
		switch peek(s) {
		case ',', ';', '}', scanner.EOF:
			if tok == scanner.Int {
				return Arg{Kind: KindInt}
			}
			return Arg{Kind: KindFloat}
		}
	}
	return Arg{Kind: KindString}
}

// lookahead is a scanner over text for guessing; lexical errors set
// *lexErr when it is not nil.
func lookahead(text string, lexErr *bool) *scanner.Scanner {
	s := &scanner.Scanner{}
	newScanner(s, text, func(*scanner.Scanner, string) {
		if lexErr != nil {
			*lexErr = true
		}
	})
	return s
}

func stringsReader(s string) *strings.Reader { return strings.NewReader(s) }
