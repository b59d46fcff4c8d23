package runtime

import (
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
)

func TestProcessorResyncGoesOnlyToDueHandlers(t *testing.T) {
	checkGoroutines(t)
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	p := newProcessor[*corev1.ConfigMap]()
	every1s, every5s, never := &eventRecorder{}, &eventRecorder{}, &eventRecorder{}
	for _, x := range []struct {
		r      *eventRecorder
		period time.Duration
	}{{every1s, time.Second}, {every5s, 5 * time.Second}, {never, 0}} {
		l := newTestListener(x.r)
		l.requestedResync, l.resyncPeriod = x.period, x.period
		l.scheduleResync(start)
		p.addListener(l)
	}
	p.run()
	defer p.stop()

	resync := func(rv string) {
		o := cmap("a", rv)
		p.distribute(notification[*corev1.ConfigMap]{kind: notifyUpdate, old: o, obj: o}, true)
	}
	check := func(at time.Duration, wantAny bool) {
		t.Helper()
		if got := p.shouldResync(start.Add(at)); got != wantAny {
			t.Fatalf("shouldResync at %v = %v, want %v", at, got, wantAny)
		}
	}
	check(500*time.Millisecond, false)
	resync("0")
	check(time.Second, true)
	resync("1")
	check(2*time.Second, true)
	resync("2")
	check(2500*time.Millisecond, false)
	resync("2.5")
	check(5*time.Second, true)
	resync("5")
	// A real change goes to everyone, whatever is due.
	p.distribute(notification[*corev1.ConfigMap]{kind: notifyUpdate, old: cmap("a", "5"), obj: cmap("a", "6")}, false)

	every1s.waitEvents(t, "update ns/a 1->1", "update ns/a 2->2", "update ns/a 5->5", "update ns/a 5->6")
	every5s.waitEvents(t, "update ns/a 5->5", "update ns/a 5->6")
	never.waitEvents(t, "update ns/a 5->6")
}

func TestProcessorResyncBeforeFirstCheckReachesAll(t *testing.T) {
	// A relist that finds an unchanged object before any resync check
	// delivers it to every handler, as client-go does.
	checkGoroutines(t)
	p := newProcessor[*corev1.ConfigMap]()
	a, b := &eventRecorder{}, &eventRecorder{}
	p.addListener(newTestListener(a))
	p.addListener(newTestListener(b))
	p.run()
	o := cmap("a", "1")
	p.distribute(notification[*corev1.ConfigMap]{kind: notifyUpdate, old: o, obj: o}, true)
	a.waitEvents(t, "update ns/a 1->1")
	b.waitEvents(t, "update ns/a 1->1")
	p.stop()
}

func TestProcessorRemoveListener(t *testing.T) {
	checkGoroutines(t)
	p := newProcessor[*corev1.ConfigMap]()
	a, b := &eventRecorder{}, &eventRecorder{}
	la, lb := newTestListener(a), newTestListener(b)
	p.addListener(la)
	p.addListener(lb)
	p.run()
	p.distribute(notification[*corev1.ConfigMap]{kind: notifyAdd, obj: cmap("x", "1")}, false)
	a.waitEvents(t, "add ns/x 1")
	if !p.removeListener(la) {
		t.Fatal("registered listener not removed")
	}
	if p.removeListener(la) {
		t.Fatal("second removal reported a registered listener")
	}
	<-la.ShutdownChan()
	p.distribute(notification[*corev1.ConfigMap]{kind: notifyAdd, obj: cmap("y", "1")}, false)
	b.waitEvents(t, "add ns/x 1", "add ns/y 1")
	infStillTrue(t, func() bool { return a.len() == 1 }, func() string { return "removed handler got an event" })
	p.stop()
	<-lb.ShutdownChan()
	// A listener added after stop never runs, and stop again is harmless.
	lc := newTestListener(&eventRecorder{})
	p.addListener(lc)
	p.run()
	p.stop()
}

func TestProcessorSetSyncedAndReady(t *testing.T) {
	checkGoroutines(t)
	p := newProcessor[*corev1.ConfigMap]()
	early := newTestListener(&eventRecorder{})
	p.addListener(early)
	p.run()
	defer p.stop()
	p.ready(early)
	if early.HasSynced() {
		t.Fatal("listener synced before the informer")
	}
	p.setSynced()
	infEventually(t, early.HasSynced, func() string { return "early listener not synced" })
	late := newTestListener(&eventRecorder{})
	p.addListener(late)
	p.ready(late)
	infEventually(t, late.HasSynced, func() string { return "late listener not synced" })
}

func TestEffectiveResync(t *testing.T) {
	for _, c := range []struct{ desired, check, want time.Duration }{
		{0, time.Second, 0},
		{time.Second, 0, 0},
		{time.Second, 3 * time.Second, 3 * time.Second},
		{5 * time.Second, 3 * time.Second, 5 * time.Second},
	} {
		if got := effectiveResync(c.desired, c.check); got != c.want {
			t.Errorf("effectiveResync(%v, %v) = %v, want %v", c.desired, c.check, got, c.want)
		}
	}
}
