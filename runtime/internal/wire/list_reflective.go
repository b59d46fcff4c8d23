package wire

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	kjson "sigs.k8s.io/json"
)

// DecodeList reads one JSON list response (a FooList: kind, apiVersion,
// metadata, items) from r and hands each item to each as soon as it is
// decoded, so neither the decoded list nor the whole body is ever held: only
// a window of the body around the item being decoded is.
//
// Items are decoded with sigs.k8s.io/json's case-sensitive, int-preserving
// decoder, the semantics of the API machinery's own JSON serializer, into a
// fresh newObject() each, so no item shares memory with another. Its
// streaming decoder scans each item once, where finding the item's end
// first and then unmarshalling it would scan it twice (about a sixth more
// CPU, measured). encoding/json would be slightly faster still, but it
// matches field names case-insensitively, which the API server does not.
// A non-nil intern table shares repeated strings across items.
//
// When DecodeList succeeds it has yielded exactly the items that unmarshalling
// the whole body into the list type would. It fails, saying where, on what
// that would reject, and also on what no API server sends: repeated items or
// metadata fields, null or nameless items, and items whose kind is set and is
// not the list's kind without "List". each may have seen some items by then.
func DecodeList[T Object](r io.Reader, newObject func() T, table *InternTable, each func(T) error) (metav1.ListMeta, error) {
	body := &readErrors{r: r}
	d := listDecoder{dec: kjson.NewDecoderCaseSensitivePreserveInts(body), body: body}
	var page metav1.ListMeta
	var listKind string
	seen := map[string]bool{}
	if err := d.delim('{'); err != nil {
		return page, err
	}
	for d.dec.More() {
		tok, err := d.dec.Token()
		if err != nil {
			return page, d.wrap(err)
		}
		// Inside an object the decoder only returns string keys.
		key, _ := tok.(string)
		if key == "metadata" || key == "items" {
			// Unmarshalling the whole list would merge or replace a repeated
			// field; streaming cannot take items back.
			if seen[key] {
				return page, d.errorf("the list has a second %q field", key)
			}
			seen[key] = true
		}
		switch key {
		case "metadata":
			if err := d.dec.Decode(&page); err != nil {
				return page, d.wrap(fmt.Errorf("list metadata: %w", err))
			}
		case "items":
			if err := decodeItems(&d, newObject, itemKindOf(listKind), table, each); err != nil {
				return page, err
			}
		case "kind", "apiVersion":
			var s string
			if err := d.dec.Decode(&s); err != nil {
				return page, d.wrap(fmt.Errorf("list %s: %w", key, err))
			}
			if key == "kind" {
				listKind = s
			}
		default:
			var skipped json.RawMessage
			if err := d.dec.Decode(&skipped); err != nil {
				return page, d.wrap(fmt.Errorf("field %q: %w", key, err))
			}
		}
	}
	if err := d.delim('}'); err != nil {
		return page, err
	}
	// Only white space may follow.
	if tok, err := d.dec.Token(); err == nil {
		return page, d.errorf("unexpected %v after the list", tok)
	} else if !errors.Is(err, io.EOF) {
		return page, d.wrap(err)
	}
	return page, nil
}

// decodeItems reads the items array (or null), decoding as it goes.
func decodeItems[T Object](d *listDecoder, newObject func() T, itemKind string, table *InternTable, each func(T) error) error {
	tok, err := d.dec.Token()
	if err != nil {
		return d.wrap(err)
	}
	if tok == nil { // "items": null
		return nil
	}
	if tok != json.Delim('[') {
		return d.errorf("items: want an array, got %v", tok)
	}
	for i := 0; d.dec.More(); i++ {
		start := d.dec.InputOffset()
		obj := newObject()
		if err := d.dec.Decode(obj); err != nil {
			if d.body.err != nil {
				return d.wrap(err)
			}
			return fmt.Errorf("item %d after byte %d: %w", i, start, d.clarify(err))
		}
		if err := checkItem(obj, itemKind, i, start); err != nil {
			return err
		}
		if table != nil {
			InternObject(table, obj)
		}
		if err := each(obj); err != nil {
			return err
		}
	}
	return d.delim(']')
}

type listDecoder struct {
	dec  kjson.Decoder
	body *readErrors
}

// delim consumes the next token, which must be want.
func (d *listDecoder) delim(want json.Delim) error {
	tok, err := d.dec.Token()
	if err != nil {
		return d.wrap(err)
	}
	if tok != want {
		return d.errorf("want %q, got %v", want, tok)
	}
	return nil
}

func (d *listDecoder) errorf(format string, args ...any) error {
	return fmt.Errorf("invalid JSON list at byte %d: %s", d.dec.InputOffset(), fmt.Sprintf(format, args...))
}

// wrap places a decoding error in the body; read errors (a broken
// connection, a cancelled request) pass through as they are.
func (d *listDecoder) wrap(err error) error {
	if d.body.err != nil {
		return fmt.Errorf("reading list response: %w", d.body.err)
	}
	return fmt.Errorf("invalid JSON list at byte %d: %w", d.dec.InputOffset(), d.clarify(err))
}

// clarify names the end of the body inside a value as what it is.
func (d *listDecoder) clarify(err error) error {
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return errors.New("unexpected end of the response body")
	}
	return err
}
