package decode

import (
	"reflect"
	"testing"

	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/intstr"
	kjson "sigs.k8s.io/json"

	"github.com/kubegen/kubegen/runtime/internal/strcache"
)

// fields has a field of each shape the reader has a method for; decodeFields
// reads it the way generated decoders do, so that the reader is tested here
// and not only through generated code (internal/decodertest).
type fields struct {
	B   bool               `json:"b"`
	I8  int8               `json:"i8"`
	I   int64              `json:"i"`
	U   uint16             `json:"u"`
	F32 float32            `json:"f32"`
	F   float64            `json:"f"`
	S   string             `json:"s"`
	T   metav1.Time        `json:"t"`
	MT  metav1.MicroTime   `json:"mt"`
	IOS intstr.IntOrString `json:"ios"`
	Q   *resource.Quantity `json:"q"`
	P   *int32             `json:"p"`
	L   []string           `json:"l"`
	M   map[string]string  `json:"m"`
	R   []int              `json:"r"`
}

func decodeFields(r *JSONReader, v *fields) {
	if !r.BeginObject() {
		return
	}
	for r.NextKey() {
		switch r.KeyString() {
		case "b":
			ReadBool(r, &v.B)
		case "i8":
			ReadInt(r, &v.I8, 8)
		case "i":
			ReadInt(r, &v.I, 64)
		case "u":
			ReadUint(r, &v.U, 16)
		case "f32":
			ReadFloat(r, &v.F32, 32)
		case "f":
			ReadFloat(r, &v.F, 64)
		case "s":
			ReadString(r, &v.S)
		case "t":
			ReadMetaTime(r, &v.T)
		case "mt":
			ReadMetaMicroTime(r, &v.MT)
		case "ios":
			ReadIntOrString(r, &v.IOS)
		case "q":
			if r.Null() {
				v.Q = nil
			} else {
				if v.Q == nil {
					v.Q = new(resource.Quantity)
				}
				r.Unmarshal(v.Q)
			}
		case "p":
			if r.Null() {
				v.P = nil
			} else {
				if v.P == nil {
					v.P = new(int32)
				}
				ReadInt(r, v.P, 32)
			}
		case "l":
			decodeStrings(r, &v.L)
		case "m":
			decodeStringMap(r, &v.M)
		case "r":
			r.Reflect(&v.R)
		default:
			r.Skip()
		}
	}
}

func decodeStrings(r *JSONReader, v *[]string) {
	if r.Null() {
		*v = nil
		return
	}
	if !r.BeginArray() {
		return
	}
	i := 0
	for r.NextElem() {
		if i == len(*v) {
			*v = append(*v, "")
		}
		ReadString(r, &(*v)[i])
		i++
	}
	*v = append([]string{}, (*v)[:i]...)
}

func decodeStringMap(r *JSONReader, v *map[string]string) {
	if r.Null() {
		*v = nil
		return
	}
	if !r.BeginObject() {
		return
	}
	if *v == nil {
		*v = map[string]string{}
	}
	for r.NextKey() {
		k := r.KeyString()
		var e string
		ReadString(r, &e)
		(*v)[k] = e
	}
}

var fieldsDecoder = DecoderFunc[*fields](decodeFields)

// readerSeeds are documents the reader must treat as the API machinery's
// serializer does: accepted ones give the same value, refused ones fail.
var readerSeeds = []string{
	`{}`, `null`, ` { } `,
	`{"b":true,"i8":-128,"i":9007199254740993,"u":65535,"f32":1.5,"f":-2.5e-3,"s":"plain"}`,
	`{"s":"esc \" \\ \/ \b\f\n\r\t \u00e9 \ud83d\ude00 \u0000","m":{"k\u0041":"v\n"}}`,
	"{\"s\":\"bad utf8 \xff\xfe\"}",
	`{"t":"2026-01-02T03:04:05Z","mt":"2026-01-02T03:04:05.123456Z"}`,
	`{"t":"2026-01-02T03:04:05+02:00","mt":null}`, `{"t":null}`, `{"t":"yesterday"}`, `{"t":5}`,
	`{"ios":7}`, `{"ios":"50%"}`, `{"ios":null}`, `{"ios":1.5}`, `{"ios":3000000000}`, `{"ios":true}`,
	`{"q":"100m"}`, `{"q":null}`, `{"q":"lots"}`, `{"q":5}`,
	`{"p":5}`, `{"p":null}`, `{"p":"5"}`, `{"p":2147483648}`,
	`{"l":["a","b"]}`, `{"l":[]}`, `{"l":null}`, `{"l":"a"}`, `{"l":["a",]}`, `{"l":["a" "b"]}`, `{"l":[1]}`,
	`{"m":{"a":"1","b":"2"}}`, `{"m":{}}`, `{"m":null}`, `{"m":[]}`, `{"m":{"a":1}}`, `{"m":{"a":"1",}}`,
	`{"r":[1,2,3]}`, `{"r":null}`, `{"r":["x"]}`,
	`{"b":1}`, `{"b":null}`, `{"b":tru}`, `{"i8":128}`, `{"i8":1.0}`, `{"i":"1"}`, `{"u":-1}`, `{"u":65536}`,
	`{"f32":1e39}`, `{"f":1e400}`, `{"f":-}`, `{"f":01}`, `{"f":1.}`, `{"f":.5}`, `{"f":1e}`, `{"i":null}`,
	`{"s":5}`, `{"s":null}`, `{"s":"unterminated}`, "{\"s\":\"ctl \x01\"}", `{"s":"\x"}`, `{"s":"\u12"}`,
	`{"B":true,"b":false}`, `{"b":true,"b":false}`,
	`{"unknown":{"a":[1,{"b":null}],"c":"d\"}"},"s":"after"}`, `{"unknown":[1,}`, `{"unknown":nul}`,
	`{"s":"x"} x`, `{"s":"x"}}`, `{"s" "x"}`, `{"s":"x" "b":true}`, `{,}`, `{"s":"x",}`, `{`, `[]`, `"s"`, ``,
}

// The reader accepts what sigs.k8s.io/json accepts (case-sensitive,
// int-preserving, as the API machinery decodes) and gives the same value;
// it refuses what that refuses. With and without a string cache.
func FuzzJSONReaderMatchesTheSerializer(f *testing.F) {
	for _, seed := range readerSeeds {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var want fields
		wantErr := kjson.UnmarshalCaseSensitivePreserveInts(data, &want)
		for _, cached := range []bool{false, true} {
			var got fields
			var r JSONReader
			r.ResetJSON(data)
			if cached {
				r.UseStrings(strcache.New())
			}
			fieldsDecoder.DecodeObject(&r, &got)
			err := r.Finish()
			if (err == nil) != (wantErr == nil) {
				t.Fatalf("%q (string cache %v): reader error %v, serializer error %v", data, cached, err, wantErr)
			}
			if err == nil && !reflect.DeepEqual(got, want) {
				t.Fatalf("%q (string cache %v):\n reader     %#v\n serializer %#v", data, cached, got, want)
			}
		}
	})
}

// DecodeJSON is the reader over one document.
func TestDecodeJSON(t *testing.T) {
	var got fields
	if err := DecodeJSON(fieldsDecoder, []byte(`{"s":"x","i":3}`), &got); err != nil || got.S != "x" || got.I != 3 {
		t.Errorf("DecodeJSON: %+v, %v", got, err)
	}
	if err := DecodeJSON(fieldsDecoder, []byte(`{"s":"x"} {}`), &got); err == nil {
		t.Error("DecodeJSON accepted a second value")
	}
}
