package demo

import (
	"context"
	"errors"
	"fmt"
	"time"

	rt "github.com/kubegen/kubegen/runtime"
)

// PopLoop pops fifo until it is closed, handing each key's deltas to
// process. It returns nil once the queue is closed.
func PopLoop[T rt.Object](fifo *rt.DeltaFIFO[T], process func(key string, deltas []rt.Delta[T]) error) error {
	for {
		err := fifo.Pop(process)
		if errors.Is(err, rt.ErrFIFOClosed) {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// Await receives one value from ch, or fails when ctx ends first.
func Await[V any](ctx context.Context, ch <-chan V, what string) (V, error) {
	select {
	case v := <-ch:
		return v, nil
	case <-ctx.Done():
		var zero V
		return zero, fmt.Errorf("waiting for %s: %w", what, ctx.Err())
	}
}

// WaitFor polls cond every few milliseconds until it holds or ctx ends.
func WaitFor(ctx context.Context, what string, cond func() bool) error {
	tick := time.NewTicker(5 * time.Millisecond)
	defer tick.Stop()
	for !cond() {
		select {
		case <-ctx.Done():
			return fmt.Errorf("waiting for %s: %w", what, ctx.Err())
		case <-tick.C:
		}
	}
	return nil
}

// Send sends v on ch unless ctx ends first, so that a callback of the
// pipeline never blocks the demo's shutdown.
func Send[V any](ctx context.Context, ch chan<- V, v V) {
	select {
	case ch <- v:
	case <-ctx.Done():
	}
}
