package main

import (
	"context"
	"errors"
	"net/http"
	"os"
	"sync"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/watch"
)

// relistGate sits between an informer and its server so that the benchmark
// can force a relist with the cache full: cut cuts the open watch and holds
// the informer's next watch until open; the parent meanwhile changes
// objects and compacts etcd, so the held watch resumes from a compacted
// resourceVersion, gets 410 Gone, and the informer lists everything again.
// The gate is the same for both informers: each side wraps its own list
// and watch functions with list and watch.
type relistGate struct {
	mu       sync.Mutex
	held     chan struct{} // closed when watches may proceed; nil when not held
	current  *gatedWatch   // the open watch, if any
	opened   bool          // open has been called
	listed   bool          // a list began after open
	gone     bool          // a watch after open got 410 Gone
	relisted chan struct{} // closed at the first watch after that list
}

func newRelistGate() *relistGate { return &relistGate{relisted: make(chan struct{})} }

// cut breaks the open watch and holds later ones.
func (g *relistGate) cut() {
	g.mu.Lock()
	g.held = make(chan struct{})
	w := g.current
	g.current = nil
	g.mu.Unlock()
	if w != nil {
		w.Stop()
	}
}

// open lets held watches proceed.
func (g *relistGate) open() {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.opened = true
	close(g.held)
	g.held = nil
}

// list is called at the start of every LIST request (page).
func (g *relistGate) list() {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.opened && g.gone {
		g.listed = true
	}
}

// watch wraps the start of a WATCH: it waits while the gate is held and
// notes the end of a relist (a watch after the list that followed 410).
func (g *relistGate) watch(ctx context.Context, start func() (watch.Interface, error)) (watch.Interface, error) {
	g.mu.Lock()
	held := g.held
	g.mu.Unlock()
	if held != nil {
		select {
		case <-held:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	g.mu.Lock()
	if g.listed {
		g.listed = false
		select {
		case <-g.relisted:
		default:
			close(g.relisted)
		}
	}
	g.mu.Unlock()
	w, err := start()
	if err != nil {
		if isGone(err) {
			g.markGone()
		}
		return nil, err
	}
	gw := &gatedWatch{inner: w, gate: g, out: make(chan watch.Event), done: make(chan struct{})}
	g.mu.Lock()
	g.current = gw
	g.mu.Unlock()
	go gw.run()
	return gw, nil
}

func (g *relistGate) markGone() {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.opened {
		g.gone = true
	}
}

func (g *relistGate) sawGone() bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.gone
}

func isGone(err error) bool {
	var st apierrors.APIStatus
	return apierrors.IsGone(err) || apierrors.IsResourceExpired(err) ||
		(errors.As(err, &st) && st.Status().Code == http.StatusGone)
}

// gatedWatch forwards events and notes an ERROR event of 410 Gone.
type gatedWatch struct {
	inner watch.Interface
	gate  *relistGate
	out   chan watch.Event
	done  chan struct{}
	once  sync.Once
}

func (w *gatedWatch) run() {
	defer close(w.out)
	in := w.inner.ResultChan()
	for {
		select {
		case <-w.done:
			return
		case ev, ok := <-in:
			if !ok {
				return
			}
			if st, isStatus := ev.Object.(*metav1.Status); ev.Type == watch.Error && isStatus && st.Code == http.StatusGone {
				w.gate.markGone()
			}
			select {
			case w.out <- ev:
			case <-w.done:
				return
			}
		}
	}
}

func (w *gatedWatch) ResultChan() <-chan watch.Event { return w.out }
func (w *gatedWatch) Stop() {
	w.once.Do(func() {
		close(w.done)
		w.inner.Stop()
	})
}

// resetPeakRSS restarts the kernel's peak-RSS (VmHWM) count at the current
// RSS, so that the next reading is the peak of what follows.
func resetPeakRSS() error {
	return os.WriteFile("/proc/self/clear_refs", []byte("5"), 0)
}
