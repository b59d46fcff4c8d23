package decodertest

import (
	"bytes"
	"context"
	"encoding/json"
	"math/rand"
	"reflect"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	kruntime "k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/kubernetes/scheme"
	"k8s.io/client-go/rest"
	kjson "sigs.k8s.io/json"

	kgruntime "github.com/kubegen/kubegen/runtime"
	kgdecode "github.com/kubegen/kubegen/runtime/decode"
)

// The watch tests compare the runtime's two WATCH paths on the same bytes:
// without a decoder, client-go's own (the REST client's codec, the
// reference), and with the generated decoder (the runtime's own reader).

// watchBody encodes events as an API server streams them over JSON.
func watchBody(t testing.TB, events []watch.Event) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	for _, e := range events {
		raw, err := json.Marshal(e.Object)
		if err != nil {
			t.Fatal(err)
		}
		if err := enc.Encode(metav1.WatchEvent{Type: string(e.Type), Object: kruntime.RawExtension{Raw: raw}}); err != nil {
			t.Fatal(err)
		}
	}
	return buf.Bytes()
}

// collectEvents watches through rc (whose every response is the same body)
// until the watch ends, with dec or, when nil, client-go's decoder.
func collectEvents[T kgruntime.Object](t testing.TB, rc rest.Interface, newObject func() T, dec kgdecode.ObjectDecoder[T]) []watch.Event {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	lw := kgruntime.NewRESTListWatchWithDecoder(rc, "things", "", newObject, nil, dec)
	w, err := lw.Watch(ctx, metav1.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Stop()
	var out []watch.Event
	for ev := range w.ResultChan() {
		out = append(out, ev)
	}
	if ctx.Err() != nil {
		t.Fatal("the watch did not end with its body")
	}
	return out
}

// TestWatchPathsAgree watches the same stream of Pod events, every event
// type included, through both paths, the generated one also with the body
// arriving in small odd-sized reads: the events must be equal.
func TestWatchPathsAgree(t *testing.T) {
	bookmark := &corev1.Pod{TypeMeta: metav1.TypeMeta{APIVersion: "v1", Kind: "Pod"},
		ObjectMeta: metav1.ObjectMeta{ResourceVersion: "9000", Annotations: map[string]string{metav1.InitialEventsAnnotationKey: "true"}}}
	events := []watch.Event{
		{Type: watch.Added, Object: ptr(benchPod(0))},
		{Type: watch.Modified, Object: ptr(benchPod(1))},
		{Type: watch.Bookmark, Object: bookmark},
		{Type: watch.Deleted, Object: ptr(benchPod(2))},
		{Type: watch.Error, Object: &metav1.Status{TypeMeta: metav1.TypeMeta{Kind: "Status", APIVersion: "v1"}, Status: metav1.StatusFailure, Code: 410, Reason: metav1.StatusReasonExpired, Message: "too old"}},
		{Type: watch.Added, Object: ptr(benchPod(3))},
	}
	body := watchBody(t, events)
	newPod := func() *corev1.Pod { return new(corev1.Pod) }
	want := collectEvents(t, memoryClient(t, body), newPod, nil)
	if len(want) != len(events) {
		t.Fatalf("client-go's watch gave %d events, want %d", len(want), len(events))
	}
	for _, chunk := range []int{0, 1, 7, 61} {
		got := collectEvents(t, chunkedClient(t, body, chunk), newPod, podDecoder())
		if !reflect.DeepEqual(want, got) {
			t.Fatalf("chunk %d: events differ:\nclient-go %+v\ngenerated %+v", chunk, want, got)
		}
	}
}

// gvkOf is the group, version and kind the client's scheme registers for
// k's type; ok is false for a type it does not know.
func gvkOf(k kind) (schema.GroupVersionKind, bool) {
	obj, ok := k.new().(kruntime.Object)
	if !ok {
		return schema.GroupVersionKind{}, false
	}
	gvks, _, err := scheme.Scheme.ObjectKinds(obj)
	if err != nil || len(gvks) == 0 {
		return schema.GroupVersionKind{}, false
	}
	return gvks[0], true
}

// kindDecoder adapts a kind's generated decoder to the runtime's Object.
func kindDecoder(k kind) (func() kgruntime.Object, kgdecode.ObjectDecoder[kgruntime.Object]) {
	return func() kgruntime.Object { return k.new().(kgruntime.Object) },
		kgdecode.DecoderFunc[kgruntime.Object](func(r *kgdecode.JSONReader, o kgruntime.Object) { k.decode(r, o) })
}

// TestWatchEventsMatchReflective streams random objects of every
// registered kind the client's scheme knows as ADDED, MODIFIED and DELETED events through both
// paths: the events must be equal.
func TestWatchEventsMatchReflective(t *testing.T) {
	perKind := 10
	if testing.Short() {
		perKind = 3
	}
	types := []watch.EventType{watch.Added, watch.Modified, watch.Deleted}
	compared := 0
	for i, k := range kinds {
		gvk, ok := gvkOf(k)
		if !ok {
			continue
		}
		f := filler(int64(i))
		var events []watch.Event
		for n := range perKind {
			obj := k.new().(kgruntime.Object)
			f.Fill(obj)
			obj.GetObjectKind().SetGroupVersionKind(gvk)
			if _, err := json.Marshal(obj); err != nil {
				continue // an unmarshalable random value (a bad FieldsV1 key)
			}
			events = append(events, watch.Event{Type: types[n%len(types)], Object: obj})
		}
		if len(events) < perKind/2 {
			t.Fatalf("%s: only %d of %d random objects could be marshalled", k.name, len(events), perKind)
		}
		body := watchBody(t, events)
		newObject, dec := kindDecoder(k)
		want := collectEvents(t, memoryClient(t, body), newObject, nil)
		got := collectEvents(t, chunkedClient(t, body, 97), newObject, dec)
		if len(want) != len(events) {
			t.Fatalf("%s: client-go's watch gave %d events, want %d: %+v", k.name, len(want), len(events), want)
		}
		if !reflect.DeepEqual(want, got) {
			t.Fatalf("%s: events differ:\nclient-go %+v\ngenerated %+v\n%s", k.name, want, got, body)
		}
		compared++
	}
	// Of all of k8s.io/api a few kinds are in no scheme of the client's;
	// of the subset, every real kind is (Shapes is in none).
	want := 50
	if !allOfAPI {
		want = len(subset) - 1
	}
	if compared < want {
		t.Fatalf("only %d kinds are known to the client's scheme, want at least %d", compared, want)
	}
}

// FuzzGeneratedWatchEvents streams arbitrary bytes as a watch of a kind
// chosen by the input, through both paths: they must give the same events
// (a decoding failure as the same kind of ERROR event, its message aside).
//
// Where the paths knowingly differ the input is not compared: the client's
// codec picks the Go type by the object's kind and apiVersion, read
// case-insensitively, so an object naming another kind becomes that kind
// (which the reflector then rejects); the generated path decodes every
// object as the watched kind and reads kind and apiVersion case-sensitively,
// as the rest of the object.
func FuzzGeneratedWatchEvents(f *testing.F) {
	rng := rand.New(rand.NewSource(2))
	for i := range 30 {
		k := kinds[rng.Intn(len(kinds))]
		gvk, ok := gvkOf(k)
		if !ok {
			continue
		}
		obj := k.new().(kgruntime.Object)
		filler(int64(i)).Fill(obj)
		obj.GetObjectKind().SetGroupVersionKind(gvk)
		if _, err := json.Marshal(obj); err != nil {
			continue
		}
		f.Add(uint16(indexOf(k)), watchBody(f, []watch.Event{{Type: watch.Modified, Object: obj}}))
	}
	pod := uint16(indexOf(kind{name: "k8s.io/api/core/v1.Pod"}))
	f.Add(pod, []byte(`{"object":{"kind":"Pod","apiVersion":"v1","metadata":{"name":"a"}},"type":"ADDED"}`))
	f.Add(pod, []byte(`{"type":"ADDED","object":{"kind":"Pod","apiVersion":"v1"},"type":"ERROR","object":null}`))
	f.Add(pod, []byte(`{"type":"ERROR","object":{"kind":"Status","apiVersion":"v1","code":410}} {"type":"BOOKMARK","object":{"kind":"Pod","apiVersion":"v1","metadata":{"resourceVersion":"5"}}}`))
	f.Add(pod, []byte(`{"type":"ADDED","object":{"kind":"Pod","apiVersion":"v1","spec":{"priority":1.5}}} null 5 {"type"`))
	f.Fuzz(func(t *testing.T, which uint16, data []byte) {
		k := kinds[int(which)%len(kinds)]
		gvk, ok := gvkOf(k)
		if !ok || !sameTypeReading(data, gvk) {
			t.Skip()
		}
		newObject, dec := kindDecoder(k)
		want := collectEvents(t, memoryClient(t, data), newObject, nil)
		got := collectEvents(t, chunkedClient(t, data, 13), newObject, dec)
		if len(want) != len(got) {
			t.Fatalf("%s: %d events from client-go, %d generated:\nclient-go %+v\ngenerated %+v\n%q", k.name, len(want), len(got), want, got, data)
		}
		for i := range want {
			if !sameEvent(want[i], got[i]) {
				t.Fatalf("%s: event %d differs:\nclient-go %+v\ngenerated %+v\n%q", k.name, i, want[i], got[i], data)
			}
		}
	})
}

// sameEvent compares events; decoding failures (500, ClientWatchDecoding)
// match whatever their messages say.
func sameEvent(a, b watch.Event) bool {
	if a.Type != b.Type {
		return false
	}
	if da, db := decodingFailure(a), decodingFailure(b); da || db {
		return da && db
	}
	return reflect.DeepEqual(a.Object, b.Object)
}

func decodingFailure(e watch.Event) bool {
	s, ok := e.Object.(*metav1.Status)
	if !ok || e.Type != watch.Error || s.Details == nil {
		return false
	}
	for _, c := range s.Details.Causes {
		if c.Type == "ClientWatchDecoding" {
			return true
		}
	}
	return false
}

// sameTypeReading reports whether every event of data that the envelope
// decoder reads names, in its object, the Go type the generated path
// decodes it as, read the same way case-sensitively and not: the watched
// kind, or a v1 Status in an ERROR event (see FuzzGeneratedWatchEvents).
func sameTypeReading(data []byte, gvk schema.GroupVersionKind) bool {
	dec := json.NewDecoder(bytes.NewReader(data))
	for {
		var raw json.RawMessage
		if dec.Decode(&raw) != nil {
			return true // the rest fails the same way on both paths
		}
		var ev metav1.WatchEvent
		if kjson.UnmarshalCaseSensitivePreserveInts(raw, &ev) != nil || len(ev.Object.Raw) == 0 {
			continue
		}
		type typeMeta struct {
			APIVersion string `json:"apiVersion"`
			Kind       string `json:"kind"`
		}
		var exact, folded typeMeta
		if kjson.UnmarshalCaseSensitivePreserveInts(ev.Object.Raw, &exact) != nil || json.Unmarshal(ev.Object.Raw, &folded) != nil {
			continue
		}
		want := typeMeta{APIVersion: gvk.GroupVersion().String(), Kind: gvk.Kind}
		if ev.Type == string(watch.Error) {
			want = typeMeta{APIVersion: "v1", Kind: "Status"}
		}
		if exact != folded || (exact != want && exact != typeMeta{}) {
			return false
		}
	}
}

// TestWatchBodiesEndingInAScalar watches bodies whose last value is a bare
// number or other scalar, which the fuzzer found disagreeing: client-go's
// framer takes a number at the very end of the body as a whole value (and
// reports that it cannot decode it), so the generated path must not take
// it for a value cut short when the read that would end it returns only
// io.EOF. Every body is read all at once and in 1- and 3-byte pieces.
func TestWatchBodiesEndingInAScalar(t *testing.T) {
	pod := kinds[indexOf(kind{name: "k8s.io/api/core/v1.Pod"})]
	newObject, dec := kindDecoder(pod)
	added := `{"type":"ADDED","object":{"kind":"Pod","apiVersion":"v1","metadata":{"name":"a"}}}`
	for _, body := range []string{"0", "12", "-3.5e2", "true", `"x"`, "null", added + " 7", added + "\n0", "0 " + added} {
		want := collectEvents(t, memoryClient(t, []byte(body)), newObject, nil)
		for _, chunk := range []int{0, 1, 3} {
			got := collectEvents(t, chunkedClient(t, []byte(body), chunk), newObject, dec)
			same := len(want) == len(got)
			for i := 0; same && i < len(want); i++ {
				same = sameEvent(want[i], got[i])
			}
			if !same {
				t.Errorf("%q in %d-byte reads: client-go %+v, generated %+v", body, chunk, want, got)
			}
		}
	}
}
