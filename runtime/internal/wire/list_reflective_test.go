package wire

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"reflect"
	goruntime "runtime"
	"strings"
	"testing"
	"testing/iotest"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	kjson "sigs.k8s.io/json"

	"github.com/kubegen/kubegen/runtime/internal/testkit"
)

type cm = *corev1.ConfigMap

func newConfigMap() cm { return new(corev1.ConfigMap) }

func decodeAll(r io.Reader) ([]cm, metav1.ListMeta, error) {
	var items []cm
	page, err := DecodeList(r, newConfigMap, NewInternTable(), func(obj cm) error {
		items = append(items, obj)
		return nil
	})
	return items, page, err
}

// referenceDecode is what the API machinery's JSON serializer makes of body.
func referenceDecode(body []byte) (corev1.ConfigMapList, error) {
	var list corev1.ConfigMapList
	err := kjson.UnmarshalCaseSensitivePreserveInts(body, &list)
	return list, err
}

func TestDecodeList(t *testing.T) {
	big := testkit.ConfigMap(2)
	big.Data["large"] = strings.Repeat("0123456789abcdef", 10_000) // bigger than the read window
	items := []corev1.ConfigMap{testkit.ConfigMap(0), testkit.ConfigMap(1), big, testkit.ConfigMap(3)}
	remaining := int64(7)
	body := testkit.EncodeList(t, metav1.ListMeta{ResourceVersion: "123", Continue: "next-page", RemainingItemCount: &remaining}, items...)
	readers := map[string]func() io.Reader{
		"whole":    func() io.Reader { return bytes.NewReader(body) },
		"one byte": func() io.Reader { return iotest.OneByteReader(bytes.NewReader(body)) },
		"halves":   func() io.Reader { return iotest.HalfReader(bytes.NewReader(body)) },
	}
	for name, reader := range readers {
		got, page, err := decodeAll(reader())
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if page.ResourceVersion != "123" || page.Continue != "next-page" || page.RemainingItemCount == nil || *page.RemainingItemCount != 7 {
			t.Errorf("%s: page %+v", name, page)
		}
		if len(got) != len(items) {
			t.Fatalf("%s: %d items, want %d", name, len(got), len(items))
		}
		for i := range items {
			if !reflect.DeepEqual(*got[i], items[i]) {
				t.Errorf("%s: item %d differs:\n got %+v\nwant %+v", name, i, got[i].ObjectMeta, items[i].ObjectMeta)
			}
		}
	}
}

// White space anywhere is fine; raw fields keep theirs, as the serializer's do.
func TestDecodeListIndented(t *testing.T) {
	var b bytes.Buffer
	if err := json.Indent(&b, testkit.EncodeList(t, metav1.ListMeta{ResourceVersion: "1"}, testkit.ConfigMap(0), testkit.ConfigMap(1)), "\n", "\t"); err != nil {
		t.Fatal(err)
	}
	b.WriteString("\n\t ")
	want, err := referenceDecode(b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	got, page, err := decodeAll(&b)
	if err != nil {
		t.Fatal(err)
	}
	if page.ResourceVersion != "1" || len(got) != 2 || !reflect.DeepEqual(*got[1], want.Items[1]) {
		t.Errorf("indented list decoded as %+v, page %+v", got, page)
	}
}

// Field names match case-sensitively, as the API server's serializer does:
// "Metadata" and "Items" are unknown fields, not metadata and items.
func TestDecodeListIsCaseSensitive(t *testing.T) {
	body := []byte(`{"kind":"ConfigMapList","Items":[{"metadata":{"name":"ignored"}}],
		"items":[{"Metadata":{"name":"wrong"},"metadata":{"name":"right","Namespace":"wrong"},"DATA":{"a":"b"}},{"metadata":{"name":"n"},"data":{"n":"1"}}]}`)
	got, _, err := decodeAll(bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	want, err := referenceDecode(body)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Name != "right" || got[0].Namespace != "" || got[0].Data != nil || got[1].Data["n"] != "1" {
		t.Errorf("decoded %+v", got)
	}
	for i := range got {
		if !reflect.DeepEqual(*got[i], want.Items[i]) {
			t.Errorf("item %d differs from the serializer's", i)
		}
	}
}

func TestDecodeListEmpty(t *testing.T) {
	for _, body := range []string{`{}`, ` {"items":null,"metadata":{"resourceVersion":"9"}} `, `{"items":[],"metadata":{"resourceVersion":"9"}}`} {
		got, _, err := decodeAll(strings.NewReader(body))
		if err != nil || len(got) != 0 {
			t.Errorf("%s: %d items, %v", body, len(got), err)
		}
	}
}

// listErrorCase is a body that both list decoders refuse, and what the
// reflective decoder's error says.
type listErrorCase struct {
	name string
	body io.Reader
	want string
}

// listErrorCases are fresh readers of bodies no list decoder may accept;
// read errors in them are connReset.
func listErrorCases(t testing.TB, connReset error) []listErrorCase {
	valid := string(testkit.EncodeList(t, metav1.ListMeta{ResourceVersion: "1"}, testkit.ConfigMap(0)))
	return []listErrorCase{
		{"truncated", strings.NewReader(valid[:len(valid)/2]), "unexpected end of the response body"},
		{"truncated after items", strings.NewReader(`{"items":[]`), "unexpected end"},
		{"trailing garbage", strings.NewReader(valid + " {}"), "after the list"},
		{"trailing bad JSON", strings.NewReader(valid + " x"), "invalid character 'x'"},
		{"not an object", strings.NewReader(`[]`), `want "{", got [`},
		{"empty body", strings.NewReader(``), "unexpected end"},
		{"bad item field", strings.NewReader(`{"items":[{"metadata":{"name":1}}]}`), "item 0 after byte 10: json: cannot unmarshal number"},
		{"bad item JSON", strings.NewReader(`{"items":[{"metadata":{"name":"a"}}, tru]}`), "item 1 after byte 35: invalid character ']'"},
		{"item not an object", strings.NewReader(`{"items":["x"]}`), "item 0"},
		{"null item", strings.NewReader(`{"items":[null]}`), "item 0 after byte 10 has no name"},
		{"nameless item", strings.NewReader(`{"items":[{"data":{}}]}`), "item 0 after byte 10 has no name"},
		{"missing comma", strings.NewReader(`{"items":[{"metadata":{"name":"a"}} {}]}`), "item 1 after byte 36: expected comma after array element"},
		{"items not an array", strings.NewReader(`{"items":5}`), "items: want an array, got 5"},
		{"items a bad literal", strings.NewReader(`{"items":nul}`), "invalid character '}' in literal null"},
		{"second items", strings.NewReader(`{"items":[],"items":[]}`), `second "items"`},
		{"second metadata", strings.NewReader(`{"metadata":{},"metadata":{}}`), `second "metadata"`},
		{"bad metadata", strings.NewReader(`{"metadata":{"resourceVersion":1}}`), "list metadata"},
		{"bad kind", strings.NewReader(`{"kind":7}`), "list kind"},
		{"bad unknown field", strings.NewReader(`{"extra":[1,}`), `field "extra": invalid character '}'`},
		{"bad field name", strings.NewReader("{\"a\x01\":1}"), "invalid character '\\x01' in string literal"},
		{"field name not a string", strings.NewReader(`{items:[]}`), "invalid character 'i'"},
		{"trailing comma", strings.NewReader(`{"kind":"x",}`), "invalid character '}' looking for beginning of object key"},
		{"missing colon", strings.NewReader(`{"kind" "x"}`), "expected colon after object key"},
		{"bad separator", strings.NewReader(`{"kind":"x" "y":1}`), "after object key:value pair"},
		{"wrong item kind", strings.NewReader(`{"kind":"ConfigMapList","items":[{"kind":"ConfigMap","metadata":{"name":"a"}},{"kind":"Secret","metadata":{"name":"b"}}]}`), `item 1 after byte 77 has kind "Secret" in a list of "ConfigMap"`},
		{"read error", io.MultiReader(strings.NewReader(`{"items":[`), iotest.ErrReader(connReset)), "reading list response: connection reset by peer"},
		{"read error in an item", io.MultiReader(strings.NewReader(`{"items":[{"metadata":`), iotest.ErrReader(connReset)), "reading list response: connection reset by peer"},
	}
}

func TestDecodeListErrors(t *testing.T) {
	connReset := errors.New("connection reset by peer")
	for _, tc := range listErrorCases(t, connReset) {
		_, _, err := decodeAll(tc.body)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one containing %q", tc.name, err, tc.want)
		}
	}
	_, _, err := decodeAll(io.MultiReader(strings.NewReader(`{"items":[`), iotest.ErrReader(connReset)))
	if !errors.Is(err, connReset) {
		t.Errorf("read error %v does not wrap the reader's", err)
	}

	// An error from each stops the decoding and is returned as is.
	stop := errors.New("stop")
	n := 0
	_, err = DecodeList(strings.NewReader(string(testkit.EncodeList(t, metav1.ListMeta{}, testkit.ConfigMap(0), testkit.ConfigMap(1)))), newConfigMap, nil, func(cm) error {
		n++
		return stop
	})
	if !errors.Is(err, stop) || n != 1 {
		t.Errorf("each's error: %v after %d items", err, n)
	}
}

// FuzzDecodeList: the streaming decoder never panics, and whenever it
// succeeds it yields exactly the items, and the list metadata, that the
// serializer gets from unmarshalling the whole body into a ConfigMapList.
func FuzzDecodeList(f *testing.F) {
	remaining := int64(2)
	f.Add(testkit.EncodeList(f, metav1.ListMeta{ResourceVersion: "5", Continue: "c", RemainingItemCount: &remaining}, testkit.ConfigMap(0), testkit.ConfigMap(1)))
	for _, seed := range []string{
		`{}`, `{"items":null}`, `{"items":[{"metadata":{"name":"a"}}]}`, `{"items":[{"metadata":{"name":"a\"b\\c"}}]}`,
		`{"kind":"ConfigMapList","items":[{"kind":"ConfigMap","metadata":{"name":"a","labels":{"x":"y"}},"data":{"k":"v"}}],"metadata":{"resourceVersion":"1"}}`,
		`{"Items":[{}],"items":[{"metadata":{"name":"a"},"Data":{"a":"b"}}]}`, `{"x":[1,{"y":"}"}],"items":[]}`, `{"\u0069tems":[{"metadata":{"name":"esc"}}]}`,
		`{"items":[{"metadata":{"name":"a"},"binaryData":{"a":"AAE="}}]} `, `{"items":[{"metadata":{"name":"a"}}]}x`, `{"metadata":null,"kind":null}`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		got, page, err := decodeAll(iotest.HalfReader(bytes.NewReader(body)))
		if err != nil {
			return
		}
		want, refErr := referenceDecode(body)
		if refErr != nil {
			t.Fatalf("decoded %d items from a body the serializer rejects (%v): %q", len(got), refErr, body)
		}
		if len(got) != len(want.Items) {
			t.Fatalf("%d items, the serializer has %d: %q", len(got), len(want.Items), body)
		}
		for i := range got {
			if !reflect.DeepEqual(*got[i], want.Items[i]) {
				t.Fatalf("item %d differs from the serializer's:\n got %#v\nwant %#v", i, *got[i], want.Items[i])
			}
		}
		if page.ResourceVersion != want.ResourceVersion || page.Continue != want.Continue || !reflect.DeepEqual(page.RemainingItemCount, want.RemainingItemCount) {
			t.Fatalf("page %+v, the serializer has %+v", page, want.ListMeta)
		}
	})
}

// BenchmarkDecodeItem compares encoding/json with sigs.k8s.io/json on one
// item's bytes. encoding/json matches field names case-insensitively, which
// the API machinery does not, so it would be wrong even where it is faster.
func BenchmarkDecodeItem(b *testing.B) {
	raw, err := json.Marshal(testkit.ConfigMap(1))
	if err != nil {
		b.Fatal(err)
	}
	b.Run("encoding-json", func(b *testing.B) {
		b.SetBytes(int64(len(raw)))
		b.ReportAllocs()
		for b.Loop() {
			obj := newConfigMap()
			if err := json.Unmarshal(raw, obj); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("sigs-json-case-sensitive", func(b *testing.B) {
		b.SetBytes(int64(len(raw)))
		b.ReportAllocs()
		for b.Loop() {
			obj := newConfigMap()
			if err := kjson.UnmarshalCaseSensitivePreserveInts(raw, obj); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkDecodeList compares the streaming decoder with what client-go
// does: read the whole body, then unmarshal the whole list.
func BenchmarkDecodeList(b *testing.B) {
	items := make([]corev1.ConfigMap, 2000)
	for i := range items {
		items[i] = testkit.ConfigMap(i)
	}
	body := testkit.EncodeList(b, metav1.ListMeta{ResourceVersion: "1"}, items...)
	b.Run("streaming", func(b *testing.B) {
		b.SetBytes(int64(len(body)))
		b.ReportAllocs()
		for b.Loop() {
			n := 0
			if _, err := DecodeList(bytes.NewReader(body), newConfigMap, NewInternTable(), func(cm) error { n++; return nil }); err != nil || n != len(items) {
				b.Fatal(err, n)
			}
		}
	})
	b.Run("read-all-then-unmarshal", func(b *testing.B) {
		b.SetBytes(int64(len(body)))
		b.ReportAllocs()
		for b.Loop() {
			all, err := io.ReadAll(bytes.NewReader(body))
			if err != nil {
				b.Fatal(err)
			}
			var list corev1.ConfigMapList
			if err := kjson.UnmarshalCaseSensitivePreserveInts(all, &list); err != nil || len(list.Items) != len(items) {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkDecodeHeapPerObject reports the live heap per decoded object
// while 20,000 are held: streamed with and without interning, and client-go's
// way (whole body, whole list, items copied out).
func BenchmarkDecodeHeapPerObject(b *testing.B) {
	const n = 20_000
	items := make([]corev1.ConfigMap, n)
	for i := range items {
		items[i] = testkit.ConfigMap(i)
	}
	body := testkit.EncodeList(b, metav1.ListMeta{ResourceVersion: "1"}, items...)
	items = nil
	live := func() uint64 {
		var m goruntime.MemStats
		goruntime.GC()
		goruntime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	measure := func(b *testing.B, decode func() []cm) {
		for b.Loop() {
			before := live()
			held := decode()
			after := live()
			b.ReportMetric(float64(after-before)/n, "heapB/object")
			goruntime.KeepAlive(held)
		}
	}
	stream := func(table *InternTable) func() []cm {
		return func() []cm {
			held := make([]cm, 0, n)
			if _, err := DecodeList(bytes.NewReader(body), newConfigMap, table, func(obj cm) error { held = append(held, obj); return nil }); err != nil {
				b.Fatal(err)
			}
			return held
		}
	}
	b.Run("streaming-interned", func(b *testing.B) { measure(b, stream(NewInternTable())) })
	b.Run("streaming", func(b *testing.B) { measure(b, stream(nil)) })
	b.Run("client-go-style", func(b *testing.B) {
		measure(b, func() []cm {
			all, _ := io.ReadAll(bytes.NewReader(body))
			var list corev1.ConfigMapList
			if err := kjson.UnmarshalCaseSensitivePreserveInts(all, &list); err != nil {
				b.Fatal(err)
			}
			held := make([]cm, 0, n)
			for i := range list.Items {
				obj := list.Items[i]
				held = append(held, &obj)
			}
			return held
		})
	})
}

// Items are handed over as they arrive: the first one reaches each while
// the rest of the body has not been sent yet, so the body is never held
// whole.
func TestDecodeListStreams(t *testing.T) {
	body := string(testkit.EncodeList(t, metav1.ListMeta{ResourceVersion: "1"}, testkit.ConfigMap(0), testkit.ConfigMap(1)))
	second := strings.Index(body, `},{"kind"`) + 2
	pr, pw := io.Pipe()
	got := make(chan string, 2)
	done := make(chan error, 1)
	go func() {
		_, err := DecodeList(pr, newConfigMap, nil, func(obj cm) error { got <- obj.Name; return nil })
		done <- err
	}()
	if _, err := pw.Write([]byte(body[:second])); err != nil {
		t.Fatal(err)
	}
	select {
	case name := <-got:
		if name != "config-00000" {
			t.Fatalf("first item %q", name)
		}
	case <-testkit.GiveUp(t):
		t.Fatal("the first item was not decoded before the rest of the body arrived")
	}
	if _, err := pw.Write([]byte(body[second:])); err != nil {
		t.Fatal(err)
	}
	pw.Close()
	if err := <-done; err != nil || <-got != "config-00001" {
		t.Fatalf("rest of the list: %v", err)
	}
}
