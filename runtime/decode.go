package runtime

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	kjson "sigs.k8s.io/json"
)

// decodeList reads one JSON list response (a FooList: kind, apiVersion,
// metadata, items) from r and hands each item to each as soon as it is
// decoded, so neither the decoded list nor the whole body is ever held: only
// the bytes of the item being decoded are.
//
// Items are decoded with sigs.k8s.io/json's case-sensitive, int-preserving
// unmarshalling, the semantics of the API machinery's own JSON serializer,
// into a fresh newObject() each, so no item shares memory with another. A
// non-nil intern table shares repeated strings across items. An item whose
// kind is set and is not the list's kind without "List" is an error.
//
// When decodeList succeeds it has yielded exactly the items that unmarshalling
// the whole body into the list type would; otherwise it returns an error
// saying where the body went wrong (and each may have seen some items).
func decodeList[T Object](r io.Reader, newObject func() T, table *internTable, each func(T) error) (ListPage, error) {
	s := &jsonStream{rd: r, buf: make([]byte, 64<<10)}
	var page ListPage
	var listKind string
	seen := map[string]bool{}
	if err := s.expect('{'); err != nil {
		return page, err
	}
	if c, err := s.peek(); err != nil {
		return page, err
	} else if c == '}' {
		s.r++
		return page, s.end()
	}
	for {
		key, err := s.key()
		if err != nil {
			return page, err
		}
		if err := s.expect(':'); err != nil {
			return page, err
		}
		switch key {
		case "metadata", "items":
			// Unmarshalling the whole list would merge or replace a repeated
			// field; streaming cannot, so a repeat is an error.
			if seen[key] {
				return page, s.errorf("the list has a second %q field", key)
			}
			seen[key] = true
		}
		switch key {
		case "metadata":
			raw, err := s.value()
			if err != nil {
				return page, err
			}
			var lm metav1.ListMeta
			if err := kjson.UnmarshalCaseSensitivePreserveInts(raw, &lm); err != nil {
				return page, fmt.Errorf("list metadata: %w", err)
			}
			page = ListPage{ResourceVersion: lm.ResourceVersion, Continue: lm.Continue, RemainingItemCount: lm.RemainingItemCount}
		case "items":
			itemKind := strings.TrimSuffix(listKind, "List")
			if len(itemKind) == len(listKind) {
				itemKind = ""
			}
			if err := decodeItems(s, newObject, itemKind, table, each); err != nil {
				return page, err
			}
		case "kind", "apiVersion":
			raw, err := s.value()
			if err != nil {
				return page, err
			}
			var s string
			if err := kjson.UnmarshalCaseSensitivePreserveInts(raw, &s); err != nil {
				return page, fmt.Errorf("list %s: %w", key, err)
			}
			if key == "kind" {
				listKind = s
			}
		default:
			raw, err := s.value()
			if err != nil {
				return page, err
			}
			if !json.Valid(raw) {
				return page, s.errorf("invalid JSON in field %q", key)
			}
		}
		c, err := s.next()
		if err != nil {
			return page, err
		}
		switch c {
		case ',':
		case '}':
			return page, s.end()
		default:
			return page, s.errorf("want ',' or '}' after field %q, got %q", key, c)
		}
	}
}

// key reads an object key.
func (s *jsonStream) key() (string, error) {
	c, err := s.peek()
	if err != nil {
		return "", err
	}
	if c != '"' {
		return "", s.errorf("want a field name, got %q", c)
	}
	raw, err := s.value()
	if err != nil {
		return "", err
	}
	inner := raw[1 : len(raw)-1]
	if bytes.IndexByte(inner, '\\') < 0 && !hasControl(inner) {
		return string(inner), nil
	}
	var name string
	if err := json.Unmarshal(raw, &name); err != nil {
		return "", s.errorf("invalid field name %s", raw)
	}
	return name, nil
}

func hasControl(b []byte) bool {
	for _, c := range b {
		if c < 0x20 {
			return true
		}
	}
	return false
}

// decodeItems reads the items array (or null), decoding as it goes.
func decodeItems[T Object](s *jsonStream, newObject func() T, itemKind string, table *internTable, each func(T) error) error {
	c, err := s.peek()
	if err != nil {
		return err
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
	if err := s.expect('['); err != nil {
		return err
	}
	if c, err := s.peek(); err != nil {
		return err
	} else if c == ']' {
		s.r++
		return nil
	}
	for i := 0; ; i++ {
		start := s.offset()
		raw, err := s.value()
		if err != nil {
			return err
		}
		if string(raw) == "null" {
			return fmt.Errorf("item %d at byte %d is null", i, start)
		}
		obj := newObject()
		if err := kjson.UnmarshalCaseSensitivePreserveInts(raw, obj); err != nil {
			return fmt.Errorf("item %d at byte %d: %w", i, start, err)
		}
		if itemKind != "" {
			if k := obj.GetObjectKind().GroupVersionKind().Kind; k != "" && k != itemKind {
				return fmt.Errorf("item %d at byte %d has kind %q in a list of %q", i, start, k, itemKind)
			}
		}
		if table != nil {
			internObject(table, obj)
		}
		if err := each(obj); err != nil {
			return err
		}
		c, err := s.next()
		if err != nil {
			return err
		}
		switch c {
		case ',':
		case ']':
			return nil
		default:
			return s.errorf("want ',' or ']' after item %d, got %q", i, c)
		}
	}
}
