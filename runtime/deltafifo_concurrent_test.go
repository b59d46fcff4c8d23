package runtime

import (
	"errors"
	"maps"
	"math/rand/v2"
	"strconv"
	"testing"
	"time"

	"github.com/kubegen/kubegen/runtime/internal/testkit"
)

// The fuzz test pops between operations; here a consumer pops concurrently
// with the producer, so Delete, Replace and Resync meet keys in flight. The
// store must still converge to what the queue was told, then to the truth.
func TestDeltaFIFOConcurrentProducerAndConsumerConverge(t *testing.T) {
	for seed := range uint64(20) {
		rng := rand.New(rand.NewPCG(seed, 7))
		known := NewIndexer[storeObj](nil, nil)
		q := newStFIFO(known)
		apply := applyTo(known)
		consumerDone := make(chan error, 1)
		go func() {
			for {
				err := q.Pop(func(key string, deltas []Delta[storeObj]) error {
					time.Sleep(20 * time.Microsecond) // widen the in-flight window
					return apply(key, deltas)
				})
				if err != nil {
					if errors.Is(err, ErrFIFOClosed) {
						err = nil
					}
					consumerDone <- err
					return
				}
			}
		}()

		truth := map[string]string{}
		told := map[string]string{}
		rv := 0
		for range 400 {
			key := "k" + strconv.Itoa(rng.IntN(6))
			switch op := rng.IntN(10); {
			case op < 4:
				rv++
				truth[key] = strconv.Itoa(rv)
				told[key] = truth[key]
				stMust(t, q.Update(storeCM("ns", key, truth[key])))
			case op < 6:
				if _, ok := truth[key]; ok {
					rv++
					delete(truth, key)
					delete(told, key)
					stMust(t, q.Delete(storeCM("ns", key, strconv.Itoa(rv))))
				}
			case op < 8: // lost by a broken watch
				rv++
				if _, ok := truth[key]; ok {
					delete(truth, key)
				} else {
					truth[key] = strconv.Itoa(rv)
				}
			case op < 9:
				relist(t, q, truth, strconv.Itoa(rv))
				told = maps.Clone(truth)
			default:
				stMust(t, q.Resync())
			}
		}
		waitDrained(t, q)
		checkStore(t, "seed "+strconv.Itoa(int(seed))+" after draining", known, told)
		relist(t, q, truth, strconv.Itoa(rv))
		waitDrained(t, q)
		checkStore(t, "seed "+strconv.Itoa(int(seed))+" after a final relist", known, truth)
		q.Close()
		stMust(t, <-consumerDone)
	}
}

// waitDrained waits until nothing is queued or in flight.
func waitDrained(t *testing.T, q *stFIFO) {
	t.Helper()
	deadline := testkit.Budget(t)
	for {
		q.mu.Lock()
		idle := q.head == len(q.queue) && q.inFlight == nil
		q.mu.Unlock()
		if idle {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("queue did not drain: %v", q.ListKeys())
		}
		time.Sleep(time.Millisecond)
	}
}
