package manifest

import (
	"encoding/json"
	"reflect"
	"testing"
)

// checkDecode compares decodeObject with encoding/json's Decoder (with
// UseNumber) on data: where ours reads an object, encoding/json must read
// the same tree.
func checkDecode(t testing.TB, data []byte) bool {
	t.Helper()
	got, ok := decodeObject(data)
	if !ok {
		return false
	}
	want, err := decodeJSON(data)
	if err != nil {
		t.Fatalf("decodeObject read %q, encoding/json: %v", data, err)
	}
	if !reflect.DeepEqual(any(got), want) {
		t.Fatalf("decodeObject read %q as\n%#v\nencoding/json as\n%#v", data, got, want)
	}
	return true
}

// TestDecodeObjectCorpus: the corpus's documents as json.Marshal writes
// them, and random trees.
func TestDecodeObjectCorpus(t *testing.T) {
	for name, tree := range corpusDocuments(t) {
		b, err := json.Marshal(tree)
		if err != nil {
			t.Fatal(err)
		}
		if _, isObject := tree.(map[string]any); isObject && !checkDecode(t, b) {
			t.Errorf("%s: not read", name)
		}
	}
}

// TestDecodeObjectEscapes: every escape, surrogate pairs and lone halves,
// and what must be refused.
func TestDecodeObjectEscapes(t *testing.T) {
	for _, s := range []string{
		`{"a":"\"\\\/\b\f\n\r\t\u0000\u00e9\u2028\u003c"}`,
		`{"a":"\ud83d\ude00","b":"\ud83d","c":"\ude00x","d":"\ud83d\u0041","e":"\ud83dx\ude00"}`,
		`{"é":"日本","a":{"b":[1,-0,1.5e+3,2E-2,true,false,null,{},[]]}}`,
		" {\n\t\"a\" : [ 1 , 2 ] } ",
		`{"a":1,"a":2}`,
	} {
		if !checkDecode(t, []byte(s)) {
			t.Errorf("%s: not read", s)
		}
	}
	for _, s := range []string{
		`[]`, `null`, `{"a":01}`, `{"a":1.}`, `{"a":"\x"}`, `{"a":"` + "\x01" + `"}`, `{"a":"` + "\xff" + `"}`,
		`{"a":"\ud83d\uzzzz"}`, `{"a":1}x`, `{"a" 1}`, `{"a":1,}`, `{"a":[1,]}`, `{"a":tru}`, `{"a":"x`,
	} {
		if _, ok := decodeObject([]byte(s)); ok {
			t.Errorf("%s: read, want refused", s)
		}
	}
}

// FuzzDecodeObject: anything decodeObject reads, encoding/json reads the
// same.
func FuzzDecodeObject(f *testing.F) {
	addCorpusSeeds(f)
	f.Add([]byte(`{"a":"\ud83d\ude00\ud83d","b":[1e5,-0.5]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		checkDecode(t, data)
	})
}
