package wire

import (
	"errors"
	"fmt"
	"io"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	kjson "sigs.k8s.io/json"

	"github.com/kubegen/kubegen/runtime/decode"

	"github.com/kubegen/kubegen/runtime/internal/strcache"
)

// DecodeListWith is DecodeList for kinds with a generated ObjectDecoder:
// the same contract (items handed to each as they are decoded, the same
// checks on the list), but the body is split into values by a plain byte
// scan and each item is decoded by dec, without reflection. Only the item
// being decoded (and what the last read brought with it) is held.
func DecodeListWith[T Object](r io.Reader, newObject func() T, dec decode.ObjectDecoder[T], table *InternTable, strs *strcache.Cache, each func(T) error) (metav1.ListMeta, error) {
	s := &splitter{body: &readErrors{r: r}, buf: make([]byte, 0, 64<<10)}
	var page metav1.ListMeta
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
			if err := decodeItemsWith(s, &jr, newObject, dec, itemKindOf(listKind), table, each); err != nil {
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
			if err := kjson.UnmarshalCaseSensitivePreserveInts(raw, &page); err != nil {
				return page, s.errorf("list metadata: %v", err)
			}
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
func decodeItemsWith[T Object](s *splitter, jr *decode.JSONReader, newObject func() T, dec decode.ObjectDecoder[T], itemKind string, table *InternTable, each func(T) error) error {
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
		if err := checkItem(obj, itemKind, i, start); err != nil {
			return err
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
