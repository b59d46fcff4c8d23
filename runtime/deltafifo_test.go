package runtime

import (
	"errors"
	"fmt"
	goruntime "runtime"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/kubegen/kubegen/runtime/internal/testkit"
)

type stFIFO = DeltaFIFO[storeObj]

func newStFIFO(known KeyLister[storeObj]) *stFIFO {
	return NewDeltaFIFO(DeltaFIFOOptions[storeObj]{KnownObjects: known})
}

// describeDeltas renders deltas as "Type:name@rv", tombstones as
// "Deleted?:name@rv", flagging initial-list deltas with "*".
func describeDeltas(deltas []Delta[storeObj]) string {
	var parts []string
	for _, d := range deltas {
		s := string(d.Type)
		if d.Unknown {
			s += "?"
		}
		s += ":"
		var zero storeObj
		if d.Object == zero {
			s += "<nil>"
		} else {
			s += d.Object.Name + "@" + d.Object.ResourceVersion
		}
		if d.InInitialList {
			s += "*"
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, " ")
}

// popNow pops one key, failing instead of blocking when nothing is queued.
func popNow(t *testing.T, f *stFIFO, process func(string, []Delta[storeObj]) error) (string, string) {
	t.Helper()
	if f.Len() == 0 {
		t.Fatalf("nothing queued to pop")
	}
	var key, got string
	err := f.Pop(func(k string, deltas []Delta[storeObj]) error {
		key, got = k, describeDeltas(deltas)
		for _, d := range deltas {
			if d.Key != k {
				t.Errorf("delta of %s carries key %s", k, d.Key)
			}
		}
		if process != nil {
			return process(k, deltas)
		}
		return nil
	})
	if err != nil {
		t.Fatalf("Pop: %v", err)
	}
	return key, got
}

// drain pops everything, returning "key: deltas" lines in pop order.
func drain(t *testing.T, f *stFIFO, process func(string, []Delta[storeObj]) error) []string {
	t.Helper()
	var out []string
	for f.Len() > 0 {
		key, got := popNow(t, f, process)
		out = append(out, key+": "+got)
	}
	return out
}

// applyTo is what an informer does with popped deltas: apply them to the
// store that is the queue's knownObjects.
func applyTo(store *Indexer[storeObj]) func(string, []Delta[storeObj]) error {
	return func(key string, deltas []Delta[storeObj]) error {
		for _, d := range deltas {
			if d.Type == Deleted {
				store.RemoveKey(key)
			} else if err := store.Put(d.Object); err != nil {
				return err
			}
		}
		return nil
	}
}

func wantLines(t *testing.T, got []string, want ...string) {
	t.Helper()
	if !slices.Equal(got, want) {
		t.Errorf("popped:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

func TestDeltaFIFOKeyKeepsItsPositionAndDeltasComeOldestFirst(t *testing.T) {
	f := newStFIFO(nil)
	stMust(t, f.Add(storeCM("ns", "a", "1")))
	stMust(t, f.Add(storeCM("ns", "b", "1")))
	stMust(t, f.Update(storeCM("ns", "a", "2")))
	stMust(t, f.Add(storeCM("ns", "c", "1")))
	stMust(t, f.Delete(storeCM("ns", "a", "3")))
	if f.Len() != 3 {
		t.Fatalf("Len = %d; want 3 keys", f.Len())
	}
	keys := f.ListKeys()
	slices.Sort(keys)
	if !slices.Equal(keys, []string{"ns/a", "ns/b", "ns/c"}) {
		t.Errorf("ListKeys = %v", keys)
	}
	wantLines(t, drain(t, f, nil),
		"ns/a: Added:a@1 Updated:a@2 Deleted:a@3",
		"ns/b: Added:b@1",
		"ns/c: Added:c@1")
	// A key popped and queued again goes to the back.
	stMust(t, f.Add(storeCM("ns", "x", "1")))
	stMust(t, f.Add(storeCM("ns", "a", "4")))
	stMust(t, f.Update(storeCM("ns", "x", "2")))
	wantLines(t, drain(t, f, nil), "ns/x: Added:x@1 Updated:x@2", "ns/a: Added:a@4")
}

func TestDeltaFIFOPopReturnsProcessError(t *testing.T) {
	f := newStFIFO(nil)
	stMust(t, f.Add(storeCM("ns", "a", "1")))
	boom := errors.New("boom")
	if err := f.Pop(func(string, []Delta[storeObj]) error { return boom }); err != boom {
		t.Errorf("Pop = %v; want the process error", err)
	}
	if f.Len() != 0 {
		t.Errorf("the item stayed queued after a failed process")
	}
}

func TestDeltaFIFODeleteOfAnUnknownObjectIsIgnored(t *testing.T) {
	t.Run("without knownObjects", func(t *testing.T) {
		f := newStFIFO(nil)
		stMust(t, f.Delete(storeCM("ns", "never", "1")))
		stMust(t, f.Add(storeCM("ns", "a", "1")))
		popNow(t, f, nil)
		// Popped and forgotten: nobody downstream is known to hold it.
		stMust(t, f.Delete(storeCM("ns", "a", "2")))
		if f.Len() != 0 {
			t.Errorf("deletes of objects neither queued nor known were queued: %v", f.ListKeys())
		}
	})
	t.Run("with knownObjects", func(t *testing.T) {
		known := newTestIndexer()
		stMust(t, known.Put(storeCM("ns", "a", "1")))
		f := newStFIFO(known)
		stMust(t, f.Delete(storeCM("ns", "never", "1")))
		stMust(t, f.Delete(storeCM("ns", "a", "2")))
		wantLines(t, drain(t, f, nil), "ns/a: Deleted:a@2")
	})
}

func TestDeltaFIFOConsecutiveDeletesCollapse(t *testing.T) {
	known := newTestIndexer()
	f := newStFIFO(known)
	for _, name := range []string{"a", "b", "c"} {
		stMust(t, known.Put(storeCM("ns", name, "1")))
	}
	// Two real deletions: the older stays.
	stMust(t, f.Delete(storeCM("ns", "a", "2")))
	stMust(t, f.Delete(storeCM("ns", "a", "3")))
	// A real deletion, then a relist tombstone: the real one stays.
	stMust(t, f.Delete(storeCM("ns", "b", "2")))
	// A relist tombstone, then a real deletion: the real one replaces it.
	stMust(t, f.Update(storeCM("ns", "c", "2")))
	stMust(t, f.Replace(nil, "10")) // tombstones for a, b and c
	stMust(t, f.Delete(storeCM("ns", "c", "3")))
	wantLines(t, drain(t, f, nil),
		"ns/a: Deleted:a@2",
		"ns/b: Deleted:b@2",
		"ns/c: Updated:c@2 Deleted:c@3")
}

func TestDeltaFIFOReplaceQueuesSyncAndLostDeletions(t *testing.T) {
	for _, emitReplaced := range []bool{false, true} {
		t.Run(fmt.Sprint("EmitDeltaTypeReplaced=", emitReplaced), func(t *testing.T) {
			known := newTestIndexer()
			for _, name := range []string{"k1", "k2", "listed"} {
				stMust(t, known.Put(storeCM("ns", name, "1")))
			}
			f := NewDeltaFIFO(DeltaFIFOOptions[storeObj]{KnownObjects: known, EmitDeltaTypeReplaced: emitReplaced})
			stMust(t, f.Add(storeCM("ns", "queued", "1")))    // only in the queue
			stMust(t, f.Update(storeCM("ns", "k2", "2")))     // queued and known
			stMust(t, f.Delete(storeCM("ns", "listed", "2"))) // deleted, then listed again
			stMust(t, f.Replace([]storeObj{storeCM("ns", "listed", "5"), storeCM("ns", "new", "5")}, "5"))

			s := string(Sync)
			if emitReplaced {
				s = string(Replaced)
			}
			got := drain(t, f, nil)
			// Keys already queued keep their places; new ones follow in
			// list order; known keys never queued come last.
			wantLines(t, got[:5],
				"ns/queued: Added:queued@1 Deleted?:queued@1",
				"ns/k2: Updated:k2@2 Deleted?:k2@2",
				"ns/listed: Deleted:listed@2 "+s+":listed@5",
				"ns/new: "+s+":new@5",
				"ns/k1: Deleted?:k1@1")
			if len(got) != 5 {
				t.Errorf("more keys than expected: %v", got[5:])
			}
			if rv := f.LastSyncResourceVersion(); rv != "5" {
				t.Errorf("LastSyncResourceVersion = %q; want 5", rv)
			}
		})
	}
}

func TestDeltaFIFOReplaceWithoutKnownObjectsUsesTheQueue(t *testing.T) {
	f := newStFIFO(nil)
	stMust(t, f.Add(storeCM("ns", "gone", "1")))
	stMust(t, f.Add(storeCM("ns", "kept", "1")))
	stMust(t, f.Replace([]storeObj{storeCM("ns", "kept", "2")}, "2"))
	stMust(t, f.Replace([]storeObj{storeCM("ns", "kept", "3")}, "3"))
	wantLines(t, drain(t, f, nil),
		"ns/gone: Added:gone@1 Deleted?:gone@1",
		"ns/kept: Added:kept@1 Sync:kept@2 Sync:kept@3")
}

// lyingLister lists a key whose object it cannot produce, as a store might
// when the object goes between the two calls.
type lyingLister struct{ *Indexer[storeObj] }

func (l lyingLister) ListKeys() []string { return append(l.Indexer.ListKeys(), "ns/phantom") }

func TestDeltaFIFOReplaceTombstoneWithoutObject(t *testing.T) {
	known := newTestIndexer()
	f := newStFIFO(lyingLister{known})
	stMust(t, f.Replace(nil, "1"))
	wantLines(t, drain(t, f, nil), "ns/phantom: Deleted?:<nil>*")
}

func TestDeltaFIFOResync(t *testing.T) {
	if err := newStFIFO(nil).Resync(); err != nil {
		t.Fatal(err)
	}
	noKnown := newStFIFO(nil)
	stMust(t, noKnown.Resync())
	if noKnown.Len() != 0 {
		t.Errorf("Resync without knownObjects queued something")
	}

	known := newTestIndexer()
	stMust(t, known.Put(storeCM("ns", "a", "1")))
	stMust(t, known.Put(storeCM("ns", "b", "1")))
	f := newStFIFO(known)
	stMust(t, f.Update(storeCM("ns", "a", "2")))
	stMust(t, f.Resync())
	stMust(t, f.Resync())
	// a has a queued delta: a Sync of the known a@1 would follow a@2 and
	// roll it back, so a gets none.
	wantLines(t, drain(t, f, nil), "ns/a: Updated:a@2", "ns/b: Sync:b@1")
}

func TestDeltaFIFOHasSynced(t *testing.T) {
	t.Run("after every item of the first Replace is processed", func(t *testing.T) {
		known := newTestIndexer()
		f := newStFIFO(known)
		if f.HasSynced() {
			t.Fatalf("synced before anything happened")
		}
		stMust(t, f.Replace([]storeObj{storeCM("ns", "a", "1"), storeCM("ns", "b", "1")}, "1"))
		stMust(t, f.Add(storeCM("ns", "c", "1"))) // after the list: not part of it
		var syncedInProcess bool
		_, first := popNow(t, f, applyTo(known))
		if f.HasSynced() {
			t.Errorf("synced with one initial item left")
		}
		_, second := popNow(t, f, func(key string, deltas []Delta[storeObj]) error {
			syncedInProcess = f.HasSynced()
			return applyTo(known)(key, deltas)
		})
		if syncedInProcess {
			t.Errorf("synced while the last initial item was still being processed")
		}
		if !f.HasSynced() {
			t.Errorf("not synced after the initial items were processed")
		}
		_, third := popNow(t, f, nil)
		if first != "Sync:a@1*" || second != "Sync:b@1*" || third != "Added:c@1" {
			t.Errorf("InInitialList flags: %q %q %q", first, second, third)
		}
		stMust(t, f.Replace([]storeObj{storeCM("ns", "a", "2")}, "2"))
		if _, got := popNow(t, f, nil); got != "Sync:a@2" {
			t.Errorf("a later Replace marked its deltas initial: %q", got)
		}
	})
	t.Run("counts the deletions of the first Replace", func(t *testing.T) {
		known := newTestIndexer()
		stMust(t, known.Put(storeCM("ns", "stale", "1")))
		f := newStFIFO(known)
		stMust(t, f.Replace([]storeObj{storeCM("ns", "a", "1")}, "1"))
		popNow(t, f, applyTo(known))
		if f.HasSynced() {
			t.Errorf("synced before the deletion found by the first Replace was popped")
		}
		popNow(t, f, applyTo(known))
		if !f.HasSynced() {
			t.Errorf("not synced after all of the first Replace was popped")
		}
	})
	t.Run("at once for an empty first list", func(t *testing.T) {
		f := newStFIFO(nil)
		stMust(t, f.Replace(nil, "1"))
		if !f.HasSynced() {
			t.Errorf("not synced after an empty first Replace")
		}
	})
	t.Run("at once when an event comes first", func(t *testing.T) {
		for name, first := range map[string]func(*stFIFO) error{
			"Add":    func(f *stFIFO) error { return f.Add(storeCM("ns", "a", "1")) },
			"Update": func(f *stFIFO) error { return f.Update(storeCM("ns", "a", "1")) },
			"Delete": func(f *stFIFO) error { return f.Delete(storeCM("ns", "a", "1")) },
		} {
			f := newStFIFO(nil)
			stMust(t, first(f))
			stMust(t, f.Replace([]storeObj{storeCM("ns", "b", "1")}, "1"))
			if !f.HasSynced() {
				t.Errorf("%s before the first Replace: not synced", name)
			}
		}
	})
}

func TestDeltaFIFOTransform(t *testing.T) {
	var calls atomic.Int32
	transform := func(o storeObj) (storeObj, error) {
		calls.Add(1)
		if o.Labels["fail"] == "yes" {
			return nil, errors.New("cannot transform")
		}
		c := o.DeepCopy()
		c.ResourceVersion += "t"
		return c, nil
	}
	known := newTestIndexer()
	f := NewDeltaFIFO(DeltaFIFOOptions[storeObj]{KnownObjects: known, Transform: transform})
	stMust(t, f.Add(storeCM("ns", "a", "1")))
	stMust(t, f.Update(storeCM("ns", "a", "2")))
	stMust(t, f.Replace([]storeObj{storeCM("ns", "b", "1"), storeCM("ns", "c", "1")}, "1"))
	if n := calls.Load(); n != 4 {
		t.Errorf("%d transform calls for 4 objects", n)
	}
	// a's tombstone carries the already transformed a@2t, untransformed.
	wantLines(t, drain(t, f, applyTo(known)),
		"ns/a: Added:a@1t Updated:a@2t Deleted?:a@2t",
		"ns/b: Sync:b@1t", // not initial: an Add came first
		"ns/c: Sync:c@1t")
	calls.Store(0)
	stMust(t, f.Resync()) // Sync deltas of known objects: no transform
	stMust(t, f.Delete(storeCM("ns", "nobody", "1")))
	if n := calls.Load(); n != 0 {
		t.Errorf("transform ran %d times on Resync or an ignored Delete", n)
	}
	drain(t, f, nil)
	stMust(t, f.Delete(storeCM("ns", "b", "2")))
	if n := calls.Load(); n != 1 {
		t.Errorf("%d transform calls for one Delete", n)
	}
	wantLines(t, drain(t, f, nil), "ns/b: Deleted:b@2t")

	bad := storeCM("ns", "bad", "1", "fail", "yes")
	for what, err := range map[string]error{
		"Add":     f.Add(bad),
		"Update":  f.Update(bad),
		"Replace": f.Replace([]storeObj{storeCM("ns", "ok", "1"), bad}, "9"),
	} {
		if err == nil {
			t.Errorf("%s: transform error not returned", what)
		}
	}
	stMust(t, known.Put(bad))
	if err := f.Delete(bad); err == nil {
		t.Errorf("Delete: transform error not returned")
	}
	if f.Len() != 0 {
		t.Errorf("failed transforms queued %v", f.ListKeys())
	}
}

func TestDeltaFIFOCloseUnblocksPop(t *testing.T) {
	f := newStFIFO(nil)
	stMust(t, f.Add(storeCM("ns", "a", "1")))
	f.Close()
	if !f.IsClosed() {
		t.Errorf("IsClosed = false after Close")
	}
	// What was queued before Close is still handed out.
	popNow(t, f, nil)

	g := newStFIFO(nil)
	errs := make(chan error, 2)
	for range 2 {
		go func() { errs <- g.Pop(func(string, []Delta[storeObj]) error { return nil }) }()
	}
	g.Close()
	for range 2 {
		select {
		case err := <-errs:
			if !errors.Is(err, ErrFIFOClosed) {
				t.Errorf("Pop after Close = %v; want ErrFIFOClosed", err)
			}
		case <-testkit.GiveUp(t):
			t.Fatalf("Close did not unblock Pop")
		}
	}
}

func TestDeltaFIFOPopWaitsForAnItem(t *testing.T) {
	f := newStFIFO(nil)
	got := make(chan string)
	go func() {
		_ = f.Pop(func(key string, _ []Delta[storeObj]) error { got <- key; return nil })
	}()
	stMust(t, f.Add(storeCM("ns", "late", "1")))
	select {
	case key := <-got:
		if key != "ns/late" {
			t.Errorf("popped %q", key)
		}
	case <-testkit.GiveUp(t):
		t.Fatalf("Pop did not wake up for an added item")
	}
}

// While a key is being processed its deltas are neither queued nor in the
// known store; Delete, Replace and Resync must still account for them.
func TestDeltaFIFOInFlightKeyIsNotForgotten(t *testing.T) {
	during := func(f *stFIFO, known *Indexer[storeObj], inside func()) {
		stMust(t, f.Pop(func(key string, deltas []Delta[storeObj]) error {
			inside()
			return applyTo(known)(key, deltas)
		}))
	}
	t.Run("Delete", func(t *testing.T) {
		known := newTestIndexer()
		f := newStFIFO(known)
		stMust(t, f.Add(storeCM("ns", "a", "1")))
		during(f, known, func() { stMust(t, f.Delete(storeCM("ns", "a", "2"))) })
		wantLines(t, drain(t, f, applyTo(known)), "ns/a: Deleted:a@2")
	})
	t.Run("Replace", func(t *testing.T) {
		known := newTestIndexer()
		f := newStFIFO(known)
		stMust(t, f.Add(storeCM("ns", "a", "1")))
		during(f, known, func() { stMust(t, f.Replace(nil, "5")) })
		wantLines(t, drain(t, f, applyTo(known)), "ns/a: Deleted?:a@1")
		if known.Len() != 0 {
			t.Errorf("known store kept %v", known.ListKeys())
		}
	})
	t.Run("Resync", func(t *testing.T) {
		known := newTestIndexer()
		stMust(t, known.Put(storeCM("ns", "a", "1")))
		f := newStFIFO(known)
		stMust(t, f.Update(storeCM("ns", "a", "2")))
		// A Sync of the known a@1 queued now would roll a@2 back.
		during(f, known, func() { stMust(t, f.Resync()) })
		if f.Len() != 0 {
			t.Errorf("Resync queued %v for a key in flight", drain(t, f, nil))
		}
	})
	t.Run("a deletion in flight", func(t *testing.T) {
		known := newTestIndexer()
		stMust(t, known.Put(storeCM("ns", "a", "1")))
		f := newStFIFO(known)
		stMust(t, f.Delete(storeCM("ns", "a", "2")))
		// a is about to go: neither a second delete nor a tombstone.
		during(f, known, func() {
			stMust(t, f.Delete(storeCM("ns", "a", "3")))
			stMust(t, f.Replace(nil, "5"))
		})
		if f.Len() != 0 {
			t.Errorf("queued for a key being deleted: %v", drain(t, f, nil))
		}
	})
}

func TestDeltaFIFOQueueOrderSurvivesCompaction(t *testing.T) {
	f := newStFIFO(nil)
	next, want := 0, 0
	add := func(n int) {
		for range n {
			stMust(t, f.Add(storeCM("ns", fmt.Sprintf("o%05d", next), "1")))
			next++
		}
	}
	pop := func(n int) {
		for range n {
			key, _ := popNow(t, f, nil)
			if wantKey := fmt.Sprintf("ns/o%05d", want); key != wantKey {
				t.Fatalf("popped %s; want %s", key, wantKey)
			}
			want++
		}
	}
	add(3000)
	pop(2000) // compacts past the half-way mark
	add(500)
	pop(1500) // empties a large queue
	add(10)
	pop(10) // empties a small one
	if f.Len() != 0 || len(f.queue) != 0 {
		t.Errorf("queue not empty: Len %d, slice %d", f.Len(), len(f.queue))
	}
}

// A drained queue gives back the memory of the burst it held (the initial
// list): neither the queue slice nor the map of deltas keeps its size.
func TestDeltaFIFODrainedQueueReleasesItsMemory(t *testing.T) {
	const n = 50000
	items := make([]storeObj, n)
	for j := range items {
		items[j] = storeCM("ns", fmt.Sprintf("o%06d", j), "1")
	}
	heap := func() uint64 {
		var m goruntime.MemStats
		goruntime.GC()
		goruntime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	before := heap()
	f := newStFIFO(nil)
	stMust(t, f.Replace(items, "1"))
	for f.Len() > 0 {
		stMust(t, f.Pop(func(string, []Delta[storeObj]) error { return nil }))
	}
	after := heap()
	goruntime.KeepAlive(f)
	goruntime.KeepAlive(items)
	// Holding the burst's map alone would cost about 2 MB for 50,000 keys.
	if after > before && after-before > 1<<20 {
		t.Errorf("a drained queue keeps %d KB", (after-before)>>10)
	}
}
