package runtime

import (
	"testing"
)

// The caller's code around a DeltaFIFO (key function, transform, process)
// runs without the queue lock: each of these would deadlock if it did not.

func TestDeltaFIFOTransformMayCallTheQueue(t *testing.T) {
	known := newTestIndexer()
	var f *stFIFO
	f = NewDeltaFIFO(DeltaFIFOOptions[storeObj]{
		KnownObjects: known,
		KeyFunc: func(o storeObj) (string, error) {
			f.Len()
			return MetaNamespaceKey(o)
		},
		Transform: func(o storeObj) (storeObj, error) {
			f.Len()
			f.ListKeys()
			f.HasSynced()
			return o, nil
		},
	})
	stMust(t, known.Put(storeCM("ns", "a", "1")))
	returns(t, "queue writes with a transform that calls Len", func() {
		stMust(t, f.Add(storeCM("ns", "b", "1")))
		stMust(t, f.Update(storeCM("ns", "b", "2")))
		stMust(t, f.Delete(storeCM("ns", "a", "2")))
		stMust(t, f.Replace([]storeObj{storeCM("ns", "c", "1")}, "3"))
	})
	wantLines(t, drain(t, f, applyTo(known)),
		"ns/b: Added:b@1 Updated:b@2 Deleted?:b@2",
		"ns/a: Deleted:a@2",
		"ns/c: Sync:c@1")
}

// process runs with only the consumers' lock held: it may write to and read
// the queue, Replace and Resync included.
func TestDeltaFIFOProcessMayCallTheQueue(t *testing.T) {
	known := newTestIndexer()
	f := newStFIFO(known)
	stMust(t, f.Add(storeCM("ns", "a", "1")))
	returns(t, "a process that calls the queue", func() {
		_, _ = popNow(t, f, func(key string, deltas []Delta[storeObj]) error {
			stMust(t, applyTo(known)(key, deltas))
			f.Len()
			f.HasSynced()
			stMust(t, f.Update(storeCM("ns", "a", "2")))
			stMust(t, f.Resync())
			stMust(t, f.Replace([]storeObj{storeCM("ns", "a", "3")}, "4"))
			return nil
		})
	})
	wantLines(t, drain(t, f, nil), "ns/a: Updated:a@2 Sync:a@3")
}

// A Delete whose key is popped and applied as gone while the transform runs
// is dropped, as it would have been had it come a moment later.
func TestDeltaFIFODeleteLooksAgainAfterTheTransform(t *testing.T) {
	known := newTestIndexer()
	var f *stFIFO
	inTransform := make(chan struct{})
	release := make(chan struct{})
	f = NewDeltaFIFO(DeltaFIFOOptions[storeObj]{KnownObjects: known, Transform: func(o storeObj) (storeObj, error) {
		if o.ResourceVersion == "slow" {
			close(inTransform)
			<-release
		}
		return o, nil
	}})
	stMust(t, f.Add(storeCM("ns", "a", "1")))
	stMust(t, f.Delete(storeCM("ns", "a", "2")))
	done := make(chan error)
	go func() { done <- f.Delete(storeCM("ns", "a", "slow")) }()
	<-inTransform
	wantLines(t, drain(t, f, applyTo(known)), "ns/a: Added:a@1 Deleted:a@2")
	close(release)
	stMust(t, <-done)
	if f.Len() != 0 {
		t.Errorf("a Delete of a key gone meanwhile was queued: %v", f.ListKeys())
	}
}

// The one lock held around the caller's code (docs/runtime.md R42): popMu,
// from taking a key until process returns, so that Pops are serialised and
// one key at a time is in flight. The queue lock is not held.
func TestDeltaFIFOProcessRunsUnderPopMu(t *testing.T) {
	f := newStFIFO(newTestIndexer())
	stMust(t, f.Add(storeCM("ns", "a", "1")))
	ran := false
	_, _ = popNow(t, f, func(string, []Delta[storeObj]) error {
		ran = true
		if f.popMu.TryLock() {
			f.popMu.Unlock()
			t.Error("process ran without popMu held")
		}
		if !f.mu.TryLock() {
			t.Error("process ran with the queue lock held")
		} else {
			f.mu.Unlock()
		}
		return nil
	})
	if !ran {
		t.Fatal("process never ran")
	}
	if !f.popMu.TryLock() {
		t.Fatal("popMu stayed held after Pop returned")
	}
	f.popMu.Unlock()
}
