package e2e

import (
	"context"
	"sync"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/watch"

	rt "github.com/kubegen/kubegen/runtime"
	"github.com/kubegen/kubegen/testenv/widget"
)

// probeLW wraps a ListerWatcher to count what the reflector asks of the
// server, to see 410 Gone answers, and to break watches on demand: drop
// ends every open watch; hold also makes new Watch calls wait until
// release, so that changes pile up while the informer is disconnected.
type probeLW struct {
	inner rt.ListerWatcher[*widget.Widget]

	mu        sync.Mutex
	listOpts  []metav1.ListOptions
	watchOpts []metav1.ListOptions
	gone      int           // 410 answers, to a LIST or WATCH or in a watch
	held      chan struct{} // non-nil while held; closed by release
	open      []*proxyWatch
}

func newProbeLW(inner rt.ListerWatcher[*widget.Widget]) *probeLW {
	return &probeLW{inner: inner}
}

func (p *probeLW) List(ctx context.Context, opts metav1.ListOptions, each func(*widget.Widget) error) (rt.ListPage, error) {
	p.mu.Lock()
	p.listOpts = append(p.listOpts, opts)
	p.mu.Unlock()
	page, err := p.inner.List(ctx, opts, each)
	p.noteErr(err)
	return page, err
}

func (p *probeLW) Watch(ctx context.Context, opts metav1.ListOptions) (watch.Interface, error) {
	p.mu.Lock()
	p.watchOpts = append(p.watchOpts, opts)
	held := p.held
	p.mu.Unlock()
	if held != nil {
		select {
		case <-held:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	w, err := p.inner.Watch(ctx, opts)
	p.noteErr(err)
	if err != nil {
		return nil, err
	}
	pw := newProxyWatch(w, p.noteEvent)
	p.mu.Lock()
	p.open = append(p.open, pw)
	p.mu.Unlock()
	return pw, nil
}

func (p *probeLW) noteErr(err error) {
	if err != nil && (apierrors.IsGone(err) || apierrors.IsResourceExpired(err)) {
		p.mu.Lock()
		p.gone++
		p.mu.Unlock()
	}
}

func (p *probeLW) noteEvent(ev watch.Event) {
	if ev.Type == watch.Error {
		p.noteErr(apierrors.FromObject(ev.Object))
	}
}

// drop ends every watch opened so far.
func (p *probeLW) drop() {
	p.mu.Lock()
	open := p.open
	p.open = nil
	p.mu.Unlock()
	for _, w := range open {
		w.Stop()
	}
}

// hold drops the open watches and keeps new ones waiting until release.
func (p *probeLW) hold() {
	p.mu.Lock()
	if p.held == nil {
		p.held = make(chan struct{})
	}
	p.mu.Unlock()
	p.drop()
}

func (p *probeLW) release() {
	p.mu.Lock()
	if p.held != nil {
		close(p.held)
		p.held = nil
	}
	p.mu.Unlock()
}

func (p *probeLW) counts() (lists, watches, gone int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.listOpts), len(p.watchOpts), p.gone
}

func (p *probeLW) watchOptions() []metav1.ListOptions {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]metav1.ListOptions(nil), p.watchOpts...)
}

// proxyWatch forwards a watch's events, showing each to note, and can be
// stopped from outside as well as by its consumer.
type proxyWatch struct {
	inner watch.Interface
	out   chan watch.Event
	stop  chan struct{}
	once  sync.Once
}

func newProxyWatch(inner watch.Interface, note func(watch.Event)) *proxyWatch {
	pw := &proxyWatch{inner: inner, out: make(chan watch.Event), stop: make(chan struct{})}
	go pw.forward(note)
	return pw
}

// forward is the only sender on, and closer of, out.
func (pw *proxyWatch) forward(note func(watch.Event)) {
	defer close(pw.out)
	defer pw.inner.Stop()
	in := pw.inner.ResultChan()
	for {
		select {
		case ev, ok := <-in:
			if !ok {
				return
			}
			note(ev)
			select {
			case pw.out <- ev:
			case <-pw.stop:
				return
			}
		case <-pw.stop:
			return
		}
	}
}

func (pw *proxyWatch) Stop()                          { pw.once.Do(func() { close(pw.stop) }) }
func (pw *proxyWatch) ResultChan() <-chan watch.Event { return pw.out }
