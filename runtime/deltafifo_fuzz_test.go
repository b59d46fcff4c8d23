package runtime

import (
	"fmt"
	"maps"
	"strconv"
	"testing"
)

// FuzzDeltaFIFO drives a DeltaFIFO and the Indexer behind it (as an informer
// does) with random watch events, lost events, relists, resyncs and pops,
// against a model: the server's truth and what the queue was told. After
// the queue drains the store must equal what it was told (no key, no
// deletion lost); after a final relist, the truth.
func FuzzDeltaFIFO(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte{0, 5, 10, 2, 7, 12, 3, 3, 8, 4, 9, 1})
	f.Add([]byte{0, 6, 13, 19, 3, 2, 14, 9, 9, 8, 1, 4})
	f.Add([]byte{11, 16, 21, 3, 0, 6, 12, 4, 4, 5, 17, 2, 8})
	f.Fuzz(func(t *testing.T, ops []byte) {
		known := NewIndexer[storeObj](nil, nil)
		q := newStFIFO(known)
		apply := applyTo(known)
		truth := map[string]string{} // key -> resourceVersion on the server
		told := map[string]string{}  // what the events given to q add up to
		rv := 0
		obj := func(key string, rv string) storeObj { return storeCM("ns", key, rv) }

		pop := func() {
			err := q.Pop(func(key string, deltas []Delta[storeObj]) error {
				if len(deltas) == 0 {
					t.Fatalf("%s popped without deltas", key)
				}
				for n, d := range deltas {
					if d.Key != key {
						t.Fatalf("delta of %s has key %s", key, d.Key)
					}
					if n > 0 && d.Type == Deleted && deltas[n-1].Type == Deleted {
						t.Fatalf("%s: two deletions in a row: %s", key, describeDeltas(deltas))
					}
				}
				return apply(key, deltas)
			})
			if err != nil {
				t.Fatal(err)
			}
		}
		for _, op := range ops {
			key := "k" + strconv.Itoa(int(op/8)%4)
			switch op % 8 {
			case 0, 1: // create or update, seen by the watch
				rv++
				truth[key] = strconv.Itoa(rv)
				told[key] = truth[key]
				if op%2 == 0 {
					stMust(t, q.Add(obj(key, truth[key])))
				} else {
					stMust(t, q.Update(obj(key, truth[key])))
				}
			case 2: // deletion, seen by the watch
				if _, ok := truth[key]; ok {
					rv++
					delete(truth, key)
					delete(told, key)
					stMust(t, q.Delete(obj(key, strconv.Itoa(rv))))
				}
			case 3: // a change the broken watch never delivered
				rv++
				if _, ok := truth[key]; ok && op%16 < 8 {
					delete(truth, key)
				} else {
					truth[key] = strconv.Itoa(rv)
				}
			case 4: // relist
				relist(t, q, truth, strconv.Itoa(rv))
				told = maps.Clone(truth)
			case 5:
				stMust(t, q.Resync())
			default:
				if q.Len() > 0 {
					pop()
				}
			}
			if keys := q.ListKeys(); len(keys) != q.Len() {
				t.Fatalf("%d keys but queue length %d", len(keys), q.Len())
			}
		}
		for q.Len() > 0 {
			pop()
		}
		checkStore(t, "after draining", known, told)
		relist(t, q, truth, strconv.Itoa(rv))
		for q.Len() > 0 {
			pop()
		}
		checkStore(t, "after a final relist", known, truth)
	})
}

func relist(t *testing.T, q *stFIFO, truth map[string]string, rv string) {
	var items []storeObj
	for key, v := range truth {
		items = append(items, storeCM("ns", key, v))
	}
	stMust(t, q.Replace(items, rv))
}

func checkStore(t *testing.T, when string, store *Indexer[storeObj], want map[string]string) {
	t.Helper()
	got := map[string]string{}
	for _, o := range store.Items() {
		got[o.Name] = o.ResourceVersion
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("%s: store holds %v; want %v", when, got, want)
	}
}
