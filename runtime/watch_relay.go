package runtime

import (
	"sync"

	"k8s.io/apimachinery/pkg/watch"
)

// relayWatch passes on the events of an inner watch, each first handed to
// edit, which may change it or drop it (by returning false). Its goroutine
// ends when the inner watch ends or Stop is called, and then closes the
// result channel; Stop also stops the inner watch.
//
// Invariants: done is closed once (stopOnce); result is closed only by run.
type relayWatch struct {
	inner    watch.Interface
	edit     func(*watch.Event) bool
	result   chan watch.Event
	done     chan struct{}
	stopOnce sync.Once
}

func newRelayWatch(inner watch.Interface, edit func(*watch.Event) bool) *relayWatch {
	w := &relayWatch{inner: inner, edit: edit, result: make(chan watch.Event), done: make(chan struct{})}
	go w.run()
	return w
}

func (w *relayWatch) run() {
	defer close(w.result)
	in := w.inner.ResultChan()
	for {
		var ev watch.Event
		var ok bool
		select {
		case <-w.done:
			return
		case ev, ok = <-in:
			if !ok {
				return
			}
		}
		if !w.edit(&ev) {
			continue
		}
		select {
		case <-w.done:
			return
		case w.result <- ev:
		}
	}
}

func (w *relayWatch) ResultChan() <-chan watch.Event { return w.result }

func (w *relayWatch) Stop() {
	w.stopOnce.Do(func() {
		close(w.done)
		w.inner.Stop()
	})
}
