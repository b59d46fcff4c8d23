package runtime

import (
	"context"
	"strings"
	"testing"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/watch"

	"github.com/kubegen/kubegen/runtime/internal/testkit"
)

// reflectDecoder stands in for a generated decoder (see testkit).
var reflectDecoder = testkit.ConfigMapDecoder

func TestDecodedWatch(t *testing.T) {
	added := typedCM("ns", "a", "5")
	added.Labels = map[string]string{"app": "web"}
	api := &fakeAPIServer{events: []watch.Event{
		{Type: watch.Added, Object: added},
		{Type: watch.Error, Object: &metav1.Status{TypeMeta: metav1.TypeMeta{Kind: "Status", APIVersion: "v1"}, Status: metav1.StatusFailure, Code: 410, Reason: metav1.StatusReasonExpired, Message: "too old"}},
		{Type: watch.Bookmark, Object: typedCM("", "", "9")},
	}}
	client := startAPIServer(t, api)
	lw := NewRESTListWatchWithDecoder(client, "configmaps", "ns", newConfigMap, nil, reflectDecoder)
	w, err := lw.Watch(context.Background(), streamOpts("7"))
	if err != nil {
		t.Fatal(err)
	}
	defer w.Stop()
	first := <-w.ResultChan()
	obj, ok := first.Object.(cm)
	if !ok || first.Type != watch.Added || obj.Name != "a" || obj.Labels["app"] != "web" {
		t.Fatalf("first event %v %#v", first.Type, first.Object)
	}
	// client-go's codec clears the kind of what it decodes; so do we.
	if gvk := obj.GroupVersionKind(); gvk != (schema.GroupVersionKind{}) {
		t.Errorf("the object kept its kind %v", gvk)
	}
	second := <-w.ResultChan()
	if second.Type != watch.Error || !isExpiredError(apierrors.FromObject(second.Object)) {
		t.Fatalf("second event %v %#v", second.Type, second.Object)
	}
	third := <-w.ResultChan()
	if bm, ok := third.Object.(cm); !ok || third.Type != watch.Bookmark || bm.ResourceVersion != "9" {
		t.Fatalf("third event %v %#v", third.Type, third.Object)
	}
	if _, open := <-w.ResultChan(); open {
		t.Error("the watch stayed open after the stream ended")
	}
	q := api.queries()[0]
	if q.Get("watch") != "true" || q.Get("allowWatchBookmarks") != "true" || q.Get("resourceVersion") != "7" || q.Get("timeoutSeconds") != "300" {
		t.Errorf("watch query %s", q.Encode())
	}
	if a := api.accepts[0]; a != "application/json" {
		t.Errorf("watch asked for %q, want JSON", a)
	}

	// The server's second watch stays open and quiet: Stop must end it.
	w2, err := lw.Watch(context.Background(), streamOpts("9"))
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	go func() {
		for range w2.ResultChan() {
		}
		close(done)
	}()
	time.Sleep(20 * time.Millisecond)
	w2.Stop()
	w2.Stop()
	select {
	case <-done:
	case <-testkit.GiveUp(t):
		t.Fatal("Stop did not end a quiet watch")
	}
}

// An event the client cannot decode ends the watch with one ERROR event,
// as client-go's watch does; the events before it are delivered.
func TestDecodedWatchBadEvent(t *testing.T) {
	for name, bad := range map[string]string{
		"unknown type": `{"type":"RENAMED","object":{"kind":"ConfigMap","apiVersion":"v1","metadata":{"name":"b"}}}`,
		"no object":    `{"type":"ADDED"}`,
		"null object":  `{"type":"ADDED","object":null}`,
		"no kind":      `{"type":"ADDED","object":{"apiVersion":"v1","metadata":{"name":"b"}}}`,
		"wrong type":   `{"type":"ADDED","object":{"kind":"ConfigMap","apiVersion":"v1","data":{"k":5}}}`,
		"bad syntax":   `{"type":"ADDED","object":{"kind":"ConfigMap",,}}`,
	} {
		t.Run(name, func(t *testing.T) {
			body := `{"type":"ADDED","object":{"kind":"ConfigMap","apiVersion":"v1","metadata":{"name":"a"}}}` + "\n" + bad + "\n" +
				`{"type":"ADDED","object":{"kind":"ConfigMap","apiVersion":"v1","metadata":{"name":"c"}}}` + "\n"
			events := watchBodyEvents(t, body)
			if len(events) != 2 {
				t.Fatalf("%d events, want the first and one error: %+v", len(events), events)
			}
			if o, ok := events[0].Object.(cm); !ok || o.Name != "a" {
				t.Errorf("first event %+v", events[0])
			}
			st, ok := events[1].Object.(*metav1.Status)
			if events[1].Type != watch.Error || !ok || st.Code != 500 || !hasCause(st, "ClientWatchDecoding") ||
				!strings.Contains(st.Message, "unable to decode an event from the watch stream") {
				t.Errorf("second event %+v", events[1])
			}
		})
	}
}

// The end of the body, even inside an event, ends the watch quietly.
func TestDecodedWatchTruncated(t *testing.T) {
	body := `{"type":"ADDED","object":{"kind":"ConfigMap","apiVersion":"v1","metadata":{"name":"a"}}}` + "\n" + `{"type":"ADDED","obj`
	events := watchBodyEvents(t, body)
	if len(events) != 1 || events[0].Type != watch.Added {
		t.Fatalf("events %+v, want the complete one only", events)
	}
}

// watchBodyEvents serves body as a watch response and collects its events.
func watchBodyEvents(t *testing.T, body string) []watch.Event {
	t.Helper()
	api := &fakeAPIServer{rawWatch: body}
	client := startAPIServer(t, api)
	lw := NewRESTListWatchWithDecoder(client, "configmaps", "ns", newConfigMap, nil, reflectDecoder)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
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
		t.Fatal("the watch did not end")
	}
	return out
}

func hasCause(st *metav1.Status, typ metav1.CauseType) bool {
	if st.Details == nil {
		return false
	}
	for _, c := range st.Details.Causes {
		if c.Type == typ {
			return true
		}
	}
	return false
}
