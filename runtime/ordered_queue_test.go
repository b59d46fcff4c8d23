package runtime

import (
	"errors"
	"fmt"
	"testing"

	corev1 "k8s.io/api/core/v1"
)

type popped struct {
	ops     []string
	initial bool
}

func popOnce(t *testing.T, q *orderedQueue[*corev1.ConfigMap]) popped {
	t.Helper()
	var got popped
	_, err := q.pop(nil, func(batch []fifoEntry[*corev1.ConfigMap], initial bool) error {
		got.initial = initial
		for _, e := range batch {
			switch e.op {
			case opDelta:
				got.ops = append(got.ops, fmt.Sprintf("%s %s@%s", e.delta.Type, e.delta.Object.Name, e.delta.Object.ResourceVersion))
			case opReplace:
				got.ops = append(got.ops, fmt.Sprintf("replace %d@%s", len(e.items), e.resourceVersion))
			case opResync:
				got.ops = append(got.ops, "resync")
			case opBookmark:
				got.ops = append(got.ops, "bookmark@"+e.resourceVersion)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// docs/runtime.md R30: the in-order queue keeps every event in arrival order; a
// relist, a resync and a bookmark are one entry each and end a batch; the
// queue has synced once its first list was popped and processed.
func TestOrderedQueue(t *testing.T) {
	q := newOrderedQueue[*corev1.ConfigMap](nil)
	if q.HasSynced() {
		t.Fatal("synced before anything arrived")
	}
	q.Replace([]*corev1.ConfigMap{cmap("a", "1"), cmap("b", "1")}, "1")
	q.Add(cmap("c", "2"))
	q.Update(cmap("a", "3"))
	q.Delete(cmap("ghost", "4")) // queued although nobody knows it
	q.Bookmark("5")
	q.Resync()
	q.Add(cmap("d", "6"))
	if q.HasSynced() {
		t.Fatal("synced before the first list was popped")
	}
	want := []popped{
		{ops: []string{"replace 2@1"}, initial: true},
		{ops: []string{"Added c@2", "Updated a@3", "Deleted ghost@4"}},
		{ops: []string{"bookmark@5"}},
		{ops: []string{"resync"}},
		{ops: []string{"Added d@6"}},
	}
	for i, w := range want {
		got := popOnce(t, q)
		if fmt.Sprint(got) != fmt.Sprint(w) {
			t.Errorf("pop %d = %v, want %v", i, got, w)
		}
		if i == 0 && !q.HasSynced() {
			t.Error("not synced after the first list was processed")
		}
	}
	if q.Len() != 0 {
		t.Fatalf("%d entries left", q.Len())
	}
	q.Close()
	if _, err := q.pop(nil, func([]fifoEntry[*corev1.ConfigMap], bool) error { return nil }); !errors.Is(err, ErrFIFOClosed) {
		t.Fatalf("pop on a closed, empty queue: %v", err)
	}
}

// An event before any list makes the queue synced at once, as in client-go;
// batches stop at fifoBatch deltas.
func TestOrderedQueueEventFirstAndBatchSize(t *testing.T) {
	q := newOrderedQueue[*corev1.ConfigMap](nil)
	for i := range fifoBatch + 5 {
		q.Add(cmap(fmt.Sprint(i), "1"))
	}
	if !q.HasSynced() {
		t.Error("an event before any list did not make the queue synced")
	}
	if got := popOnce(t, q); len(got.ops) != fifoBatch || got.initial {
		t.Errorf("first batch: %d deltas, initial=%v; want %d, false", len(got.ops), got.initial, fifoBatch)
	}
	if got := popOnce(t, q); len(got.ops) != 5 {
		t.Errorf("second batch: %d deltas, want 5", len(got.ops))
	}
}

// With a key function to check, a list holding an object without a key is
// refused whole and nothing is queued.
func TestOrderedQueueRefusesListWithBadKey(t *testing.T) {
	errNoKey := errors.New("no key")
	q := newOrderedQueue(func(o *corev1.ConfigMap) (string, error) {
		if o.Name == "bad" {
			return "", errNoKey
		}
		return MetaNamespaceKey(o)
	})
	err := q.Replace([]*corev1.ConfigMap{cmap("a", "1"), cmap("bad", "1")}, "1")
	var keyErr KeyError
	if !errors.Is(err, errNoKey) || !errors.As(err, &keyErr) {
		t.Fatalf("Replace error %v, want a KeyError wrapping the cause", err)
	}
	if q.Len() != 0 || q.HasSynced() {
		t.Fatal("a refused list was queued or made the queue synced")
	}
}
