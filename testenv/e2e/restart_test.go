package e2e

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	rt "github.com/kubegen/kubegen/runtime"
	"github.com/kubegen/kubegen/testenv"
	"github.com/kubegen/kubegen/testenv/widget"
)

// TestAPIServerRestart restarts the apiserver while a writer keeps changing
// objects and the informer watches: afterwards the store holds exactly what
// the server holds, and no object was added twice or lost along the way.
func TestAPIServerRestart(t *testing.T) {
	t.Parallel()
	env := testenv.StartForTest(t)
	ctx := testContext(t, 3*time.Minute)
	if err := env.InstallCRDs(ctx, widget.CRD()); err != nil {
		t.Fatal(err)
	}
	c := newClient(t, env)
	ns := newNamespace(ctx, t, env)
	createWidgets(ctx, t, c, ns, 100)
	// One informer lists, the other streams (watch-list); both must come
	// through the restart whole.
	informers := map[string]*informer{
		"list":       startInformer(t, env, ns, rt.InformerOptions[*widget.Widget]{UseWatchList: ptr(false)}),
		"watch-list": startInformer(t, env, ns, rt.InformerOptions[*widget.Widget]{UseWatchList: ptr(true)}),
	}

	// The writer creates one object after another and retries through the
	// restart; it stops when told to.
	writerCtx, stopWriter := context.WithCancel(ctx)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for k := 0; writerCtx.Err() == nil; k++ {
			name := fmt.Sprintf("live-%04d", k)
			for writerCtx.Err() == nil {
				_, err := c.Create(writerCtx, newWidget(ns, name, int64(k)))
				if err == nil {
					break
				}
				if _, getErr := c.Get(writerCtx, ns, name); getErr == nil {
					break // created, but the answer was lost in the restart
				}
				time.Sleep(50 * time.Millisecond)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}()

	waitFor(t, 30*time.Second, "live objects before the restart", func() bool {
		return len(informers["list"].rec.snapshot()) >= 110 && len(informers["watch-list"].rec.snapshot()) >= 110
	})
	if err := env.RestartAPIServer(ctx); err != nil {
		t.Fatal(err)
	}
	// Changes after the restart must arrive too.
	for k := range 10 {
		w, err := c.Get(ctx, ns, fmt.Sprintf("w-%04d", k))
		if err != nil {
			t.Fatal(err)
		}
		w.Spec.Size = 500
		if _, err := c.Update(ctx, w); err != nil {
			t.Fatal(err)
		}
	}
	time.Sleep(500 * time.Millisecond)
	stopWriter()
	wg.Wait()

	want := serverState(ctx, t, c, ns)
	for mode, i := range informers {
		waitFor(t, 60*time.Second, mode+": the store to match the server after the restart", func() bool {
			return statesEqual(i.storeState(), want)
		})
		adds := map[string]int{}
		waitFor(t, 30*time.Second, mode+": an add for every object", func() bool {
			clear(adds)
			for _, ev := range i.rec.snapshot() {
				if ev.kind == "add" {
					adds[ev.key]++
				}
			}
			return len(adds) == len(want)
		})
		for key, n := range adds {
			if n != 1 {
				t.Errorf("%s: %s added %d times", mode, key, n)
			}
			if _, ok := want[key]; !ok {
				t.Errorf("%s: %s added but not on the server", mode, key)
			}
		}
		for _, ev := range i.rec.snapshot() {
			if ev.kind == "delete" {
				t.Errorf("%s: unexpected delete %+v: nothing was deleted", mode, ev)
			}
		}
		lists, watches, gone := i.probe.counts()
		t.Logf("%s: after the restart: %d LIST, %d WATCH calls, %d 410 answers", mode, lists, watches, gone)
	}
}
