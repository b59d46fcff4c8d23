package wire

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"
	"testing/iotest"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"github.com/kubegen/kubegen/runtime/internal/strcache"
	"github.com/kubegen/kubegen/runtime/internal/testkit"
)

// decodeAllWith is decodeAll through DecodeListWith and a stand-in for a
// generated decoder.
func decodeAllWith(r io.Reader) ([]cm, metav1.ListMeta, error) {
	var items []cm
	page, err := DecodeListWith(r, newConfigMap, testkit.ConfigMapDecoder, NewInternTable(), strcache.New(), func(obj cm) error {
		items = append(items, obj)
		return nil
	})
	return items, page, err
}

// DecodeListWith keeps DecodeList's contract: on what DecodeList accepts it
// yields the same items and the same list metadata, however the body
// arrives.
func TestDecodeListWithMatchesDecodeList(t *testing.T) {
	remaining := int64(4)
	meta := metav1.ListMeta{ResourceVersion: "9", Continue: "c", RemainingItemCount: &remaining, ShardInfo: &metav1.ShardInfo{Selector: "shardRange(object.metadata.uid, '0x0', '0x8')"}}
	big := testkit.ConfigMap(2)
	// Larger than the splitter's first buffer, so that it grows.
	big.Data["blob"] = strings.Repeat("x\"y\\z", 20<<10)
	full := testkit.EncodeList(t, meta, testkit.ConfigMap(0), testkit.ConfigMap(1), big)
	var indented bytes.Buffer
	if err := json.Indent(&indented, full, "\n", "\t"); err != nil {
		t.Fatal(err)
	}
	bodies := map[string][]byte{
		"full":       full,
		"indented":   indented.Bytes(),
		"empty":      testkit.EncodeList(t, metav1.ListMeta{ResourceVersion: "1"}),
		"null items": []byte(`{"kind":"ConfigMapList","items":null,"metadata":{"resourceVersion":"2"}}`),
		"unknown":    []byte(`{"x":[1,{"y":"}]"}],"kind":"ConfigMapList","items":[{"metadata":{"name":"a"}}]}`),
	}
	readers := map[string]func([]byte) io.Reader{
		"whole":    func(b []byte) io.Reader { return bytes.NewReader(b) },
		"one byte": func(b []byte) io.Reader { return iotest.OneByteReader(bytes.NewReader(b)) },
		"halves":   func(b []byte) io.Reader { return iotest.HalfReader(bytes.NewReader(b)) },
	}
	bodies["small"] = testkit.EncodeList(t, meta, testkit.ConfigMap(0), testkit.ConfigMap(1))
	for name, body := range bodies {
		want, wantMeta, err := decodeAll(bytes.NewReader(body))
		if err != nil {
			t.Fatalf("%s: DecodeList: %v", name, err)
		}
		for how, reader := range readers {
			if how == "one byte" && len(body) > 16<<10 {
				// Each read rescans the value under way: quadratic in
				// one-byte reads, which no connection delivers.
				continue
			}
			got, gotMeta, err := decodeAllWith(reader(body))
			if err != nil {
				t.Errorf("%s, %s: %v", name, how, err)
				continue
			}
			if !reflect.DeepEqual(gotMeta, wantMeta) {
				t.Errorf("%s, %s: list metadata %+v, DecodeList's %+v", name, how, gotMeta, wantMeta)
			}
			if len(got) != len(want) {
				t.Errorf("%s, %s: %d items, DecodeList's %d", name, how, len(got), len(want))
				continue
			}
			for i := range got {
				if !reflect.DeepEqual(got[i], want[i]) {
					t.Errorf("%s, %s: item %d differs from DecodeList's:\n got %#v\nwant %#v", name, how, i, got[i], want[i])
				}
			}
		}
	}
}

// What DecodeList refuses, DecodeListWith refuses too, saying where; a read
// error is reported as one, wrapping the reader's; each's error stops it.
func TestDecodeListWithErrors(t *testing.T) {
	connReset := errors.New("connection reset by peer")
	for _, tc := range listErrorCases(t, connReset) {
		_, _, err := decodeAllWith(tc.body)
		if err == nil {
			t.Errorf("%s: no error", tc.name)
		}
	}
	for _, body := range []string{`{"items":[`, `{"items":[{"metadata":`, `{"kind"`} {
		_, _, err := decodeAllWith(io.MultiReader(strings.NewReader(body), iotest.ErrReader(connReset)))
		if !errors.Is(err, connReset) || !strings.Contains(err.Error(), "reading list response") {
			t.Errorf("read error after %q: %v, want it named as one and wrapping the reader's", body, err)
		}
	}
	stop := errors.New("stop")
	n := 0
	_, err := DecodeListWith(bytes.NewReader(testkit.EncodeList(t, metav1.ListMeta{}, testkit.ConfigMap(0), testkit.ConfigMap(1))), newConfigMap, testkit.ConfigMapDecoder, nil, strcache.New(), func(*corev1.ConfigMap) error {
		n++
		return stop
	})
	if !errors.Is(err, stop) || n != 1 {
		t.Errorf("each's error: %v after %d items", err, n)
	}
}
