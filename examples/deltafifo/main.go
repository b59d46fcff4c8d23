// Command deltafifo shows what a DeltaFIFO does with Add, Update and Delete,
// without a server: deltas of one key stay together at the position of the
// key's first delta, and Pop hands them over oldest first, here to one
// callback per delta type.
//
//	go run ./examples/deltafifo
package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"github.com/kubegen/kubegen/examples/internal/demo"
	rt "github.com/kubegen/kubegen/runtime"
	"github.com/kubegen/kubegen/testenv/widget"
)

func main() {
	if err := run(os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "error:", err)
		os.Exit(1)
	}
}

// callbacks are what the demo does with each type of delta.
type callbacks struct {
	onAdded, onUpdated, onDeleted func(*widget.Widget)
}

func run(stdout, stderr io.Writer) error {
	// No KnownObjects: this queue knows only what it holds.
	fifo := rt.NewDeltaFIFO(rt.DeltaFIFOOptions[*widget.Widget]{})
	a := newWidget("a")
	b := newWidget("b")
	readyA := a.DeepCopy()
	readyA.Status.Phase = "Ready"

	steps := []struct {
		say string
		do  func() error
	}{
		{"Add(a)", func() error { return fifo.Add(a) }},
		{"Add(b)", func() error { return fifo.Add(b) }},
		{"Update(a) with status.phase=Ready", func() error { return fifo.Update(readyA) }},
		{"Delete(b)", func() error { return fifo.Delete(b) }},
		{"Delete(b) again: two Deleted deltas in a row collapse to one", func() error { return fifo.Delete(b) }},
	}
	for _, s := range steps {
		if err := s.do(); err != nil {
			return fmt.Errorf("%s: %w", s.say, err)
		}
		fmt.Fprintf(stderr, "queue: %-62s keys in order: %v\n", s.say, fifo.ListKeys())
	}

	cb := callbacks{
		onAdded:   func(w *widget.Widget) { demo.Event(stdout, "Added", w) },
		onUpdated: func(w *widget.Widget) { demo.Event(stdout, "Updated", w) },
		onDeleted: func(w *widget.Widget) { demo.Event(stdout, "Deleted", w) },
	}
	for fifo.Len() > 0 {
		if err := fifo.Pop(func(key string, deltas []rt.Delta[*widget.Widget]) error {
			fmt.Fprintf(stderr, "pop: %s with %d deltas\n", key, len(deltas))
			return dispatch(cb, deltas)
		}); err != nil {
			return err
		}
	}

	// Without KnownObjects, a popped key is forgotten: deleting it again
	// queues nothing, because the queue cannot tell whether it ever existed.
	if err := fifo.Delete(readyA); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "queue: Delete(a) after a was popped is ignored without KnownObjects: %d keys queued\n", fifo.Len())

	fifo.Close()
	err := fifo.Pop(func(string, []rt.Delta[*widget.Widget]) error { return nil })
	if !errors.Is(err, rt.ErrFIFOClosed) {
		return fmt.Errorf("Pop after Close returned %v, want ErrFIFOClosed", err)
	}
	fmt.Fprintln(stderr, "queue: closed; Pop returns ErrFIFOClosed")
	return nil
}

// dispatch calls the callback of each delta's type, oldest delta first.
func dispatch(cb callbacks, deltas []rt.Delta[*widget.Widget]) error {
	for _, d := range deltas {
		switch d.Type {
		case rt.Added:
			cb.onAdded(d.Object)
		case rt.Updated:
			cb.onUpdated(d.Object)
		case rt.Deleted:
			cb.onDeleted(d.Object)
		default:
			return fmt.Errorf("unexpected delta type %s for %s", d.Type, d.Key)
		}
	}
	return nil
}

func newWidget(name string) *widget.Widget {
	return &widget.Widget{
		ObjectMeta: metav1.ObjectMeta{Namespace: "demo", Name: name, ResourceVersion: "1"},
		Spec:       widget.WidgetSpec{Size: 1},
	}
}
