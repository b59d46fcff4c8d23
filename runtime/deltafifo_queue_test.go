package runtime

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"k8s.io/client-go/tools/cache"

	"github.com/kubegen/kubegen/runtime/internal/testkit"
)

// describeCacheDeltas renders client-go Deltas like describeDeltas, plus
// the isInInitialList flag of the pop as a leading "init " .
func describeCacheDeltas(item any, initial bool) string {
	var parts []string
	if initial {
		parts = append(parts, "init")
	}
	for _, d := range item.(cache.Deltas) {
		s := string(d.Type) + ":"
		obj := d.Object
		if tomb, ok := obj.(cache.DeletedFinalStateUnknown); ok {
			s = string(d.Type) + "?:" + tomb.Key + "="
			obj = tomb.Obj
		}
		if obj == nil {
			s += "<nil>"
		} else {
			o := obj.(storeObj)
			s += o.Name + "@" + o.ResourceVersion
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, " ")
}

// A scenario run through our queue's client-go face and through client-go's
// own DeltaFIFO, each with a known-objects store that popped deltas are
// applied to as an informer would: the pops must be the same, in the same
// order, with the same isInInitialList flags. Each Replace loses at most one
// key, so that the order of tombstones (map order in both) is fixed.
func TestDeltaFIFOQueueMatchesClientGo(t *testing.T) {
	type queue interface {
		cache.Queue
		KeyOf(any) (string, error)
		IsClosed() bool
	}
	// counts, when given, says how many keys each popAll pops (client-go's
	// DeltaFIFO cannot say how many it holds); otherwise popAll pops until
	// Len is 0 and records the counts. Whatever is left at the end is popped
	// after Close, so an extra key shows as a difference too.
	run := func(q queue, known cache.Store, length func() int, counts *[]int) []string {
		var out []string
		popOne := func() bool {
			var inInitialList bool
			item, err := q.Pop(func(obj any, initial bool) error {
				inInitialList = initial
				for _, d := range obj.(cache.Deltas) {
					if d.Type == cache.Deleted {
						_ = known.Delete(d.Object)
					} else {
						_ = known.Update(d.Object)
					}
				}
				return nil
			})
			if err != nil {
				return false
			}
			line := describeCacheDeltas(item, inInitialList)
			if key, err := q.KeyOf(item); err != nil {
				line += fmt.Sprintf(" KeyOf: %v", err)
			} else {
				line = key + ": " + line
			}
			out = append(out, line)
			return true
		}
		phase := 0
		popAll := func(sorted bool) {
			start := len(out)
			if length != nil {
				n := 0
				for length() > 0 && popOne() {
					n++
				}
				*counts = append(*counts, n)
			} else {
				for range (*counts)[phase] {
					popOne()
				}
			}
			phase++
			if sorted { // keys in map order, in both queues
				slices.Sort(out[start:])
			}
		}
		defer func() {
			q.Close()
			for popOne() {
			}
		}()
		must := func(err error) {
			if err != nil {
				t.Fatal(err)
			}
		}
		must(q.Replace([]any{storeCM("ns", "a", "1"), storeCM("ns", "b", "1"), storeCM("ns", "c", "1")}, "1"))
		out = append(out, fmt.Sprint("synced=", q.HasSynced()))
		must(q.Update(storeCM("ns", "a", "2")))
		must(q.Add(storeCM("ns", "d", "1")))
		popAll(false)
		out = append(out, fmt.Sprint("synced=", q.HasSynced()))
		must(q.Update(storeCM("ns", "b", "2")))
		must(q.Delete(storeCM("ns", "c", "2")))
		must(q.Delete(storeCM("ns", "nobody", "1"))) // ignored
		must(q.Replace([]any{storeCM("ns", "a", "3"), storeCM("ns", "b", "3"), storeCM("ns", "c", "3")}, "5"))
		popAll(false)
		must(q.Resync())
		popAll(true)
		must(q.Add(storeCM("ns", "e", "1")))
		must(q.Delete(cache.DeletedFinalStateUnknown{Key: "ns/e", Obj: storeCM("ns", "e", "1")}))
		popAll(false)
		must(q.Replace([]any{storeCM("ns", "a", "3"), storeCM("ns", "b", "3")}, "7")) // c lost
		popAll(false)
		out = append(out, fmt.Sprint("closed=", q.IsClosed()))
		q.Close()
		out = append(out, fmt.Sprint("closed=", q.IsClosed()))
		return out
	}

	oursKnown := newTestIndexer()
	oursQ := NewDeltaFIFO(DeltaFIFOOptions[storeObj]{KnownObjects: oursKnown, EmitDeltaTypeReplaced: true})
	var counts []int
	ours := run(oursQ.Queue(), oursKnown, oursQ.Len, &counts)
	theirsKnown := cache.NewIndexer(cache.DeletionHandlingMetaNamespaceKeyFunc, cache.Indexers{})
	theirs := run(cache.NewDeltaFIFOWithOptions(cache.DeltaFIFOOptions{
		KeyFunction: cache.MetaNamespaceKeyFunc, KnownObjects: theirsKnown, EmitDeltaTypeReplaced: true,
	}), theirsKnown, nil, &counts)
	if strings.Join(ours, "\n") != strings.Join(theirs, "\n") {
		t.Errorf("pops differ from client-go's DeltaFIFO:\nours:\n  %s\nclient-go:\n  %s",
			strings.Join(ours, "\n  "), strings.Join(theirs, "\n  "))
	}
	t.Logf("pops:\n  %s", strings.Join(ours, "\n  "))
}

// The untyped view lists the keys queued, not the one in flight.
func TestDeltaFIFOQueueListKeys(t *testing.T) {
	f := newStFIFO(nil)
	q := f.Queue()
	for _, name := range []string{"a", "b", "c"} {
		stMust(t, f.Add(storeCM("ns", name, "1")))
	}
	stMust(t, f.Update(storeCM("ns", "a", "2")))
	if got := slices.Sorted(slices.Values(q.ListKeys())); !slices.Equal(got, []string{"ns/a", "ns/b", "ns/c"}) {
		t.Errorf("ListKeys %v, want ns/a ns/b ns/c", got)
	}
	_, _ = popNow(t, f, func(key string, _ []Delta[storeObj]) error {
		if got := slices.Sorted(slices.Values(q.ListKeys())); !slices.Equal(got, []string{"ns/b", "ns/c"}) {
			t.Errorf("ListKeys while %s is in flight: %v, want ns/b ns/c", key, got)
		}
		return nil
	})
}

func TestDeltaFIFOQueueKeyOfAndWrongTypes(t *testing.T) {
	q := newStFIFO(nil).Queue()
	obj := storeCM("ns", "a", "1")
	for what, in := range map[string]any{
		"object":    obj,
		"tombstone": cache.DeletedFinalStateUnknown{Key: "ns/a"},
		"deltas":    cache.Deltas{{Type: cache.Added, Object: storeCM("ns", "x", "1")}, {Type: cache.Updated, Object: obj}},
	} {
		if key, err := q.KeyOf(in); err != nil || key != "ns/a" {
			t.Errorf("KeyOf(%s) = %q, %v; want ns/a", what, key, err)
		}
	}
	for what, in := range map[string]any{"empty deltas": cache.Deltas{}, "wrong type": "text"} {
		if _, err := q.KeyOf(in); !errors.As(err, &cache.KeyError{}) {
			t.Errorf("KeyOf(%s): %v, want a cache.KeyError", what, err)
		}
	}
	for what, err := range map[string]error{
		"Add":     q.Add("text"),
		"Update":  q.Update(42),
		"Delete":  q.Delete(struct{}{}),
		"Replace": q.Replace([]any{obj, "text"}, "1"),
	} {
		if err == nil {
			t.Errorf("%s of a wrong type succeeded", what)
		}
	}
	if q.Typed().Len() != 0 {
		t.Errorf("wrong types were queued: %v", q.ListKeys())
	}
}

func TestDeltaFIFOHasSyncedChecker(t *testing.T) {
	f := NewDeltaFIFO(DeltaFIFOOptions[storeObj]{Name: "configmaps"})
	checker := f.Queue().HasSyncedChecker()
	if checker.Name() != "configmaps" {
		t.Errorf("Name = %q", checker.Name())
	}
	stMust(t, f.Replace([]storeObj{storeCM("ns", "a", "1"), storeCM("ns", "b", "1")}, "1"))
	select {
	case <-checker.Done():
		t.Fatal("done before the initial list was popped")
	default:
	}
	popNow(t, f, nil)
	if cache.IsDone(checker) {
		t.Fatal("done with one initial key left")
	}
	popNow(t, f, nil)
	select {
	case <-checker.Done():
	case <-testkit.GiveUp(t):
		t.Fatal("not done once the initial list was popped")
	}
	if !f.HasSynced() || NewDeltaFIFO(DeltaFIFOOptions[storeObj]{}).HasSyncedChecker().Name() != "DeltaFIFO" {
		t.Error("HasSynced or the default name is wrong")
	}
}

func TestDeltaFIFOQueueTransformer(t *testing.T) {
	if NewDeltaFIFO(DeltaFIFOOptions[storeObj]{}).Queue().Transformer() != nil {
		t.Error("a queue without a transform reports one")
	}
	q := NewDeltaFIFO(DeltaFIFOOptions[storeObj]{Transform: func(o storeObj) (storeObj, error) {
		c := o.DeepCopy()
		c.ResourceVersion += "t"
		return c, nil
	}}).Queue()
	tr := q.Transformer()
	out, err := tr(storeCM("ns", "a", "1"))
	if err != nil || out.(storeObj).ResourceVersion != "1t" {
		t.Errorf("Transformer() on a T = %v, %v", out, err)
	}
	tomb := cache.DeletedFinalStateUnknown{Key: "ns/a"}
	if out, err := tr(tomb); err != nil || out != any(tomb) {
		t.Errorf("Transformer() on a tombstone = %v, %v; want it untouched", out, err)
	}
}
