package decodertest

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"reflect"
	"testing"

	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
	kjson "sigs.k8s.io/json"
	"sigs.k8s.io/randfill"

	kgdecode "github.com/kubegen/kubegen/runtime/decode"
)

// decodeBoth decodes data into two fresh objects of k, reflectively (the
// API machinery's decoder) and through the generated decoder.
func decodeBoth(k kind, data []byte) (want, got any, wantErr, gotErr error) {
	want, got = k.new(), k.new()
	wantErr = kjson.UnmarshalCaseSensitivePreserveInts(data, want)
	var r kgdecode.JSONReader
	r.ResetJSON(data)
	k.decode(&r, got)
	return want, got, wantErr, r.Finish()
}

// filler makes random objects that encoding/json can marshal: types whose
// fields hold encoded data (quantities, raw JSON, times) get valid values.
func filler(seed int64) *randfill.Filler {
	return randfill.NewWithSeed(seed).NilChance(0.2).NumElements(0, 3).MaxDepth(12).Funcs(
		func(q *resource.Quantity, c randfill.Continue) {
			*q = *resource.NewMilliQuantity(c.Int63n(1<<40), []resource.Format{resource.DecimalSI, resource.BinarySI, resource.DecimalExponent}[c.Intn(3)])
		},
		func(v *intstr.IntOrString, c randfill.Continue) {
			if c.Bool() {
				*v = intstr.FromInt32(c.Int31())
			} else {
				*v = intstr.FromString(c.String(8))
			}
		},
		func(t *metav1.Time, c randfill.Continue) {
			*t = metav1.Unix(c.Int63n(4e9), 0)
		},
		func(t *metav1.MicroTime, c randfill.Continue) {
			*t = metav1.NewMicroTime(metav1.Unix(c.Int63n(4e9), c.Int63n(1e9)).Time)
		},
		func(f *metav1.FieldsV1, c randfill.Continue) {
			f.Raw = []byte(fmt.Sprintf(`{"f:metadata":{"f:labels":{"f:%s":{}}}}`, c.String(4)))
		},
		func(e *runtime.RawExtension, c randfill.Continue) {
			if c.Bool() {
				e.Raw = []byte(fmt.Sprintf(`{"apiVersion":"v1","kind":"K","n":%d}`, c.Int63()))
			}
		},
		// Shapes' raw JSON and interface values.
		func(m *json.RawMessage, c randfill.Continue) {
			if c.Bool() {
				*m = fmt.Appendf(nil, `{"n":%d,"s":%q,"l":[true,null,1.5]}`, c.Int63(), c.String(6))
			}
		},
		func(v *any, c randfill.Continue) {
			switch c.Intn(6) {
			case 0:
				*v = nil
			case 1:
				*v = c.String(6)
			case 2:
				*v = c.Int63() - c.Int63()
			case 3:
				*v = c.Float64()
			case 4:
				*v = []any{c.Bool(), c.String(3)}
			default:
				*v = map[string]any{c.String(3): c.Int31(), "nested": map[string]any{"x": nil}}
			}
		},
	)
}

// TestGeneratedMatchesReflective fills every registered kind (the subset,
// or all of k8s.io/api in the sweep) with random values, marshals it with
// encoding/json, and decodes it both ways: the results must be deeply
// equal.
func TestGeneratedMatchesReflective(t *testing.T) {
	if want := minKinds(); len(kinds) < want {
		t.Fatalf("only %d kinds are registered, want at least %d", len(kinds), want)
	}
	perKind := 30
	if testing.Short() {
		perKind = 5
	}
	for i, k := range kinds {
		t.Run(k.name, func(t *testing.T) {
			f := filler(int64(i))
			decoded := 0
			for n := range perKind {
				obj := k.new()
				f.Fill(obj)
				data, err := json.Marshal(obj)
				if err != nil {
					continue // an unmarshalable random value (none expected)
				}
				want, got, wantErr, gotErr := decodeBoth(k, data)
				if wantErr != nil || gotErr != nil {
					t.Fatalf("object %d: reflective error %v, generated error %v\n%s", n, wantErr, gotErr, data)
				}
				if !reflect.DeepEqual(want, got) {
					t.Fatalf("object %d decodes differently:\nreflective %+v\ngenerated  %+v\n%s", n, want, got, data)
				}
				decoded++
			}
			if decoded < perKind/2 {
				t.Fatalf("only %d of %d random objects could be marshalled", decoded, perKind)
			}
		})
	}
}

// FuzzGeneratedDecoders decodes arbitrary bytes as a kind chosen by the
// input, both ways: both must fail, or both succeed with equal results.
func FuzzGeneratedDecoders(f *testing.F) {
	rng := rand.New(rand.NewSource(1))
	for i := range 40 {
		k := kinds[rng.Intn(len(kinds))]
		obj := k.new()
		filler(int64(i)).Fill(obj)
		if data, err := json.Marshal(obj); err == nil {
			f.Add(uint16(indexOf(k)), data)
		}
	}
	f.Add(uint16(0), []byte(`{"metadata":{"name":"a","labels":{"x":"y","x":"z"}},"kind":"K","kind":"L"}`))
	f.Add(uint16(1), []byte(`{"metadata":null,"spec":{"replicas":1.5}}`))
	f.Add(uint16(2), []byte(`{"Metadata":{"Name":"a"},"metadata":{"name":"\u00e9\ud800"}}`))
	// The reader's fast paths: compact keys and strings, timestamps,
	// IntOrString in its forms.
	svc := uint16(indexOf(kindNamed(f, "k8s.io/api/core/v1.Service")))
	pod := uint16(indexOf(kindNamed(f, "k8s.io/api/core/v1.Pod")))
	f.Add(svc, []byte(`{"spec":{"ports":[{"port":80,"targetPort":"http"},{"targetPort":8080},{"targetPort":null},{"targetPort":2147483648}]}}`))
	f.Add(pod, []byte(`{"metadata":{"name":"abcdefghijklmnopq","creationTimestamp":"2024-02-29T23:59:59Z","labels":{"app":"web"}}}`))
	f.Fuzz(func(t *testing.T, which uint16, data []byte) {
		k := kinds[int(which)%len(kinds)]
		want, got, wantErr, gotErr := decodeBoth(k, data)
		if (wantErr == nil) != (gotErr == nil) {
			t.Fatalf("%s: reflective error %v, generated error %v\n%q", k.name, wantErr, gotErr, data)
		}
		if wantErr == nil && !reflect.DeepEqual(want, got) {
			t.Fatalf("%s decodes differently:\nreflective %+v\ngenerated  %+v\n%q", k.name, want, got, data)
		}
	})
}

// minKinds is how many kinds the registry holds at least: the subset, or
// all of k8s.io/api, which has well over 50.
func minKinds() int {
	if allOfAPI {
		return 50
	}
	return len(subset)
}

func indexOf(k kind) int {
	for i, o := range kinds {
		if o.name == k.name {
			return i
		}
	}
	return 0
}
