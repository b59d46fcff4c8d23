package runtime

import (
	"errors"
	"fmt"
	"io"
	"strings"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	kjson "sigs.k8s.io/json"

	"github.com/kubegen/kubegen/runtime/decode"

	"github.com/kubegen/kubegen/runtime/internal/strcache"
)

// decodeListWith is decodeList for kinds with a generated ObjectDecoder:
// the same contract (items handed to each as they are decoded, the same
// checks on the list), but the body is split into values by a plain byte
// scan and each item is decoded by dec, without reflection. Only the item
// being decoded (and what the last read brought with it) is held.
func decodeListWith[T Object](r io.Reader, newObject func() T, dec decode.ObjectDecoder[T], table *internTable, strs *strcache.Cache, each func(T) error) (ListPage, error) {
	s := &splitter{body: &readErrors{r: r}, buf: make([]byte, 0, 64<<10)}
	var page ListPage
	var listKind string
	seen := map[string]bool{}
	if err := s.expect('{'); err != nil {
		return page, err
	}
	var jr decode.JSONReader
	jr.UseStrings(strs)
	for first := true; ; first = false {
		c, err := s.next()
		if err != nil {
			return page, s.wrapRead(err)
		}
		if c == '}' && first {
			s.pos++
			break
		}
		if !first {
			if c == '}' {
				s.pos++
				break
			}
			if c != ',' {
				return page, s.errorf("want ',' or '}' after a list field, got %q", c)
			}
			s.pos++
		}
		raw, err := s.value()
		if err != nil {
			return page, err
		}
		var key string
		if err := kjson.UnmarshalCaseSensitivePreserveInts(raw, &key); err != nil || len(raw) == 0 || raw[0] != '"' {
			return page, s.errorf("want a field name, got %q", raw)
		}
		if err := s.expect(':'); err != nil {
			return page, err
		}
		if key == "metadata" || key == "items" {
			if seen[key] {
				return page, s.errorf("the list has a second %q field", key)
			}
			seen[key] = true
		}
		if key == "items" {
			itemKind, isList := strings.CutSuffix(listKind, "List")
			if !isList {
				itemKind = ""
			}
			if err := decodeItemsWith(s, &jr, newObject, dec, itemKind, table, each); err != nil {
				return page, err
			}
			continue
		}
		raw, err = s.value()
		if err != nil {
			return page, err
		}
		switch key {
		case "metadata":
			var lm metav1.ListMeta
			if err := kjson.UnmarshalCaseSensitivePreserveInts(raw, &lm); err != nil {
				return page, s.errorf("list metadata: %v", err)
			}
			page = ListPage{ResourceVersion: lm.ResourceVersion, Continue: lm.Continue, RemainingItemCount: lm.RemainingItemCount}
		case "kind", "apiVersion":
			var v string
			if err := kjson.UnmarshalCaseSensitivePreserveInts(raw, &v); err != nil {
				return page, s.errorf("list %s: %v", key, err)
			}
			if key == "kind" {
				listKind = v
			}
		default:
			var skipped any
			if err := kjson.UnmarshalCaseSensitivePreserveInts(raw, &skipped); err != nil {
				return page, s.errorf("field %q: %v", key, err)
			}
		}
	}
	// Only white space may follow.
	if c, err := s.next(); err == nil {
		return page, s.errorf("unexpected %q after the list", c)
	} else if !errors.Is(err, io.EOF) || s.body.err != nil {
		return page, s.wrapRead(err)
	}
	return page, nil
}

// decodeItemsWith reads the items array (or null), decoding each item with
// dec into a fresh newObject().
func decodeItemsWith[T Object](s *splitter, jr *decode.JSONReader, newObject func() T, dec decode.ObjectDecoder[T], itemKind string, table *internTable, each func(T) error) error {
	c, err := s.next()
	if err != nil {
		return s.wrapRead(err)
	}
	if c == 'n' {
		raw, err := s.value()
		if err != nil {
			return err
		}
		if string(raw) != "null" {
			return s.errorf("items: want an array, got %q", raw)
		}
		return nil
	}
	if c != '[' {
		return s.errorf("items: want an array, got %q", c)
	}
	s.pos++
	for i := 0; ; i++ {
		c, err := s.next()
		if err != nil {
			return s.wrapRead(err)
		}
		if c == ']' && i == 0 {
			s.pos++
			return nil
		}
		if i > 0 {
			if c == ']' {
				s.pos++
				return nil
			}
			if c != ',' {
				return s.errorf("want ',' or ']' after an item, got %q", c)
			}
			s.pos++
		}
		if _, err := s.next(); err != nil {
			return s.wrapRead(err)
		}
		start := s.offset()
		obj, err := decodeItem(s, jr, newObject, dec)
		if err != nil {
			return fmt.Errorf("item %d after byte %d: %w", i, start, err)
		}
		if obj.GetName() == "" {
			return fmt.Errorf("item %d after byte %d has no name", i, start)
		}
		if itemKind != "" {
			if k := obj.GetObjectKind().GroupVersionKind().Kind; k != "" && k != itemKind {
				return fmt.Errorf("item %d after byte %d has kind %q in a list of %q", i, start, k, itemKind)
			}
		}
		if table != nil {
			internDecoded(table, obj)
		}
		if err := each(obj); err != nil {
			return err
		}
	}
}

// decodeItem decodes the value at s.pos in place, in the buffer: when the
// buffer ends inside it, it reads more and decodes again into a fresh
// object, so the item is scanned once in the common case.
func decodeItem[T Object](s *splitter, jr *decode.JSONReader, newObject func() T, dec decode.ObjectDecoder[T]) (T, error) {
	for {
		obj := newObject()
		jr.ResetPartial(s.buf[s.pos:], !s.eof)
		dec.DecodeObject(jr, obj)
		if jr.Err() == nil {
			s.pos += jr.Offset()
			return obj, nil
		}
		if !jr.Truncated() || s.eof {
			return obj, jr.Err()
		}
		if err := s.fill(); err != nil && !errors.Is(err, io.EOF) {
			return obj, s.wrapRead(err)
		}
	}
}

// splitter cuts a streamed JSON body into values without decoding them:
// it finds where a value ends by counting brackets outside strings, and
// leaves checking the value to whoever decodes it.
type splitter struct {
	body *readErrors
	buf  []byte
	pos  int   // the next unread byte in buf
	base int64 // body offset of buf[0]
	eof  bool
}

func (s *splitter) offset() int64 { return s.base + int64(s.pos) }

// fill reads more of the body, first dropping what has been consumed.
func (s *splitter) fill() error {
	if s.eof {
		return io.EOF
	}
	if s.pos > 0 {
		n := copy(s.buf, s.buf[s.pos:])
		s.base += int64(s.pos)
		s.buf, s.pos = s.buf[:n], 0
	}
	if len(s.buf) == cap(s.buf) {
		s.buf = append(s.buf, make([]byte, cap(s.buf))...)[:len(s.buf)]
	}
	n, err := s.body.Read(s.buf[len(s.buf):cap(s.buf)])
	s.buf = s.buf[:len(s.buf)+n]
	if errors.Is(err, io.EOF) {
		s.eof = true
		if n > 0 {
			return nil
		}
		return io.EOF
	}
	if err != nil {
		return err
	}
	return nil
}

// next skips white space and returns the next byte without consuming it.
func (s *splitter) next() (byte, error) {
	for {
		for s.pos < len(s.buf) {
			switch c := s.buf[s.pos]; c {
			case ' ', '\t', '\n', '\r':
				s.pos++
			default:
				return c, nil
			}
		}
		if err := s.fill(); err != nil {
			return 0, err
		}
	}
}

func (s *splitter) expect(want byte) error {
	c, err := s.next()
	if err != nil {
		return s.wrapRead(err)
	}
	if c != want {
		return s.errorf("want %q, got %q", want, c)
	}
	s.pos++
	return nil
}

// value consumes the next value and returns its bytes, valid until the
// next call of s.
func (s *splitter) value() ([]byte, error) {
	c, err := s.next()
	if err != nil {
		return nil, s.wrapRead(err)
	}
	switch c {
	case ',', ':', ']', '}':
		return nil, s.errorf("want a value, got %q", c)
	}
	for {
		if end, ok := valueEnd(s.buf[s.pos:], s.eof); ok {
			v := s.buf[s.pos : s.pos+end]
			s.pos += end
			return v, nil
		}
		if err := s.fill(); err != nil {
			return nil, s.wrapRead(err)
		}
	}
}

// valueEnd finds the end of the value at the start of b; ok is false when
// b does not hold all of it (and more may come).
func valueEnd(b []byte, eof bool) (int, bool) {
	switch b[0] {
	case '{', '[':
		depth := 0
		for i := 0; i < len(b); i++ {
			switch b[i] {
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return i + 1, true
				}
			case '"':
				end, ok := stringEnd(b[i:])
				if !ok {
					return 0, false
				}
				i += end - 1
			}
		}
		return 0, false
	case '"':
		return stringEnd(b)
	default:
		for i, c := range b {
			switch c {
			case ',', '}', ']', ':', ' ', '\t', '\n', '\r':
				return i, true
			}
		}
		return len(b), eof
	}
}

// stringEnd finds the end of the string at the start of b.
func stringEnd(b []byte) (int, bool) {
	for i := 1; i < len(b); i++ {
		switch b[i] {
		case '\\':
			i++
		case '"':
			return i + 1, true
		}
	}
	return 0, false
}

func (s *splitter) errorf(format string, args ...any) error {
	return fmt.Errorf("invalid JSON list at byte %d: %s", s.offset(), fmt.Sprintf(format, args...))
}

// wrapRead reports a failed read as what it is, and the end of the body
// inside the list as a truncated list.
func (s *splitter) wrapRead(err error) error {
	if s.body.err != nil {
		return fmt.Errorf("reading list response: %w", s.body.err)
	}
	if errors.Is(err, io.EOF) {
		return fmt.Errorf("invalid JSON list at byte %d: unexpected end of the response body", s.offset())
	}
	return err
}
