package manifest

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"unicode"
)

// ParseArgs reads a marker's arguments, "key=value,key=value", into the
// struct into points to, as controller-tools' grammar reads them: a field's
// key is its name with a lower-case first letter, or the name in its
// `marker:"name,optional"` tag; values are "quoted", `raw`, bare text up to
// the next ',' (';' too in a list), lists as a;b or {a,b}, integers, and
// booleans (a key alone is true). A field not tagged optional must be
// given.
//
// This is an interim reader until generators/markers' grammar serves
// every generator; it covers the argument types the rbac and webhook
// markers and controller-gen's options use.
func ParseArgs(text string, into any) error {
	v := reflect.ValueOf(into).Elem()
	t := v.Type()
	type field struct {
		index    int
		optional bool
		seen     bool
	}
	fields := map[string]*field{}
	var names []string
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		name, opts, _ := strings.Cut(f.Tag.Get("marker"), ",")
		if name == "" {
			name = string(unicode.ToLower(rune(f.Name[0]))) + f.Name[1:]
		}
		fields[name] = &field{index: i, optional: opts == "optional" || f.Type.Kind() == reflect.Pointer}
		names = append(names, name)
	}
	s := &scanner{text: text}
	for s.pos < len(s.text) {
		key := s.until("=,")
		f, ok := fields[key]
		if !ok {
			return fmt.Errorf("unknown argument %q: the arguments are %s", key, strings.Join(names, ", "))
		}
		f.seen = true
		fv := v.Field(f.index)
		if !s.accept('=') {
			if fv.Kind() != reflect.Bool {
				return fmt.Errorf("argument %s has no value: write %s=<value>", key, key)
			}
			fv.SetBool(true)
			s.accept(',')
			continue
		}
		if err := s.value(fv, key); err != nil {
			return err
		}
		if s.pos < len(s.text) && !s.accept(',') {
			return fmt.Errorf("unexpected %q after the value of %s: separate arguments with ','", s.text[s.pos:], key)
		}
	}
	for _, name := range names {
		if f := fields[name]; !f.optional && !f.seen {
			return fmt.Errorf("missing argument %s: add %s=<value>", name, name)
		}
	}
	return nil
}

type scanner struct {
	text string
	pos  int
}

func (s *scanner) accept(c byte) bool {
	if s.pos < len(s.text) && s.text[s.pos] == c {
		s.pos++
		return true
	}
	return false
}

// until returns the text up to (not including) any byte of stops.
func (s *scanner) until(stops string) string {
	start := s.pos
	for s.pos < len(s.text) && !strings.ContainsRune(stops, rune(s.text[s.pos])) {
		s.pos++
	}
	return strings.TrimSpace(s.text[start:s.pos])
}

// str reads one string: quoted, raw, or bare up to a byte of stops.
func (s *scanner) str(stops string) (string, error) {
	if s.pos >= len(s.text) {
		return "", nil
	}
	switch s.text[s.pos] {
	case '"':
		for i := s.pos + 1; i < len(s.text); i++ {
			if s.text[i] == '\\' {
				i++
				continue
			}
			if s.text[i] == '"' {
				q, err := strconv.Unquote(s.text[s.pos : i+1])
				s.pos = i + 1
				return q, err
			}
		}
		return "", fmt.Errorf("unterminated quoted string %s: close it with \"", s.text[s.pos:])
	case '`':
		end := strings.IndexByte(s.text[s.pos+1:], '`')
		if end < 0 {
			return "", fmt.Errorf("unterminated raw string %s: close it with `", s.text[s.pos:])
		}
		raw := s.text[s.pos+1 : s.pos+1+end]
		s.pos += end + 2
		return raw, nil
	}
	return s.until(stops), nil
}

// value reads key's value into fv.
func (s *scanner) value(fv reflect.Value, key string) error {
	if fv.Kind() == reflect.Pointer {
		p := reflect.New(fv.Type().Elem())
		if err := s.value(p.Elem(), key); err != nil {
			return err
		}
		fv.Set(p)
		return nil
	}
	switch fv.Kind() {
	case reflect.Slice:
		var items []string
		if s.accept('{') {
			for !s.accept('}') {
				if s.pos >= len(s.text) {
					return fmt.Errorf("list of %s has no closing '}'", key)
				}
				item, err := s.str(",}")
				if err != nil {
					return fmt.Errorf("%s: %w", key, err)
				}
				items = append(items, item)
				s.accept(',')
			}
		} else {
			for {
				item, err := s.str(",;")
				if err != nil {
					return fmt.Errorf("%s: %w", key, err)
				}
				items = append(items, item)
				if !s.accept(';') {
					break
				}
			}
		}
		fv.Set(reflect.ValueOf(items))
	case reflect.String:
		str, err := s.str(",")
		if err != nil {
			return fmt.Errorf("%s: %w", key, err)
		}
		fv.SetString(str)
	case reflect.Bool:
		word := s.until(",")
		b, err := strconv.ParseBool(word)
		if err != nil {
			return fmt.Errorf("%s=%s is not a boolean: write %s=true or %s=false", key, word, key, key)
		}
		fv.SetBool(b)
	case reflect.Int, reflect.Int32:
		word := s.until(",")
		n, err := strconv.ParseInt(word, 10, fv.Type().Bits())
		if err != nil {
			return fmt.Errorf("%s=%s is not an integer: write %s=<number>", key, word, key)
		}
		fv.SetInt(n)
	default:
		return fmt.Errorf("argument %s: type %s is not supported", key, fv.Type())
	}
	return nil
}
