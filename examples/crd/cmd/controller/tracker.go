package main

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/kubegen/kubegen/examples/crd/controller"
)

// tracker records the controller's reconciles so that the script can wait
// for the one its last change caused.
type tracker struct {
	mu      sync.Mutex
	records []controller.Reconcile
}

func newTracker() *tracker { return &tracker{} }

func (t *tracker) add(r controller.Reconcile) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.records = append(t.records, r)
}

// mark is the position after the last record so far.
func (t *tracker) mark() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.records)
}

// waitSince waits until a record at or after position from satisfies
// match.
func (t *tracker) waitSince(ctx context.Context, from int, what string, match func(controller.Reconcile) bool) error {
	for {
		t.mu.Lock()
		for _, r := range t.records[from:] {
			if match(r) {
				t.mu.Unlock()
				return nil
			}
		}
		from = len(t.records)
		t.mu.Unlock()
		select {
		case <-ctx.Done():
			return fmt.Errorf("waiting for %s: %w", what, ctx.Err())
		case <-time.After(10 * time.Millisecond):
		}
	}
}

// count is how many records so far satisfy match.
func (t *tracker) count(match func(controller.Reconcile) bool) int {
	t.mu.Lock()
	defer t.mu.Unlock()
	n := 0
	for _, r := range t.records {
		if match(r) {
			n++
		}
	}
	return n
}
