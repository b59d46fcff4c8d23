package runtime

import (
	"context"
	"fmt"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/client-go/tools/cache"
)

// The v0.37 methods of cache.SharedIndexInformer behave as client-go's:
// the same answers, errors (nil or not) and checker names at each point of
// the lifecycle. Each flavour answers the same questions; the answers are
// compared line by line.
func TestDifferentialInformerSurface(t *testing.T) {
	got := runBoth(t, func(t *testing.T, f flavour) []string {
		lw := newScriptLW(true, scriptList{rv: "3", items: []*corev1.ConfigMap{cmap("a", "3")}})
		lw.watchers <- newWatcher()
		inf := f.make(lw).(cache.SharedIndexInformer)
		var out []string
		note := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
		isErr := func(err error) bool { return err != nil }

		note("before run: stopped=%v synced=%v rv=%q", inf.IsStopped(), inf.HasSynced(), inf.LastSyncResourceVersion())
		note("checker name %q", inf.HasSyncedChecker().Name())
		note("controller synced %v", inf.GetController().HasSynced())
		rec := &lineRecorder{}
		reg, err := inf.AddEventHandlerWithOptions(rec, cache.HandlerOptions{ResyncPeriod: ptrTo(time.Hour)})
		note("add with options err=%v", isErr(err))
		note("registration checker %q", reg.HasSyncedChecker().Name())
		note("SetTransform before run err=%v", isErr(inf.SetTransform(func(o any) (any, error) { return o, nil })))
		note("SetWatchErrorHandlerWithContext before run err=%v", isErr(inf.SetWatchErrorHandlerWithContext(func(context.Context, *cache.Reflector, error) {})))

		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan struct{})
		go func() { defer close(done); inf.RunWithContext(ctx) }()
		if !cache.WaitFor(ctx, "test", inf.HasSyncedChecker(), reg.HasSyncedChecker()) {
			t.Fatal("not synced")
		}
		rec.wait(t, 1)
		// client-go's reflector records the list's resource version only
		// after the store has taken the items, so its informer can report
		// synced a moment before it knows the version; wait for it (no
		// bound: a version that never comes fails at the test's timeout).
		for inf.LastSyncResourceVersion() == "" {
			time.Sleep(time.Millisecond)
		}
		note("running: stopped=%v synced=%v rv=%q", inf.IsStopped(), inf.HasSynced(), inf.LastSyncResourceVersion())
		note("controller synced %v rv=%q", inf.GetController().HasSynced(), inf.GetController().LastSyncResourceVersion())
		note("SetTransform after start err=%v", isErr(inf.SetTransform(nil)))
		note("SetWatchErrorHandler after start err=%v", isErr(inf.SetWatchErrorHandler(func(*cache.Reflector, error) {})))
		note("SetWatchErrorHandlerWithContext after start err=%v", isErr(inf.SetWatchErrorHandlerWithContext(func(context.Context, *cache.Reflector, error) {})))
		note("AddIndexers while running err=%v", isErr(inf.AddIndexers(cache.Indexers{"by-name": func(o any) ([]string, error) { return []string{o.(*corev1.ConfigMap).Name}, nil }})))
		byName, err := inf.GetIndexer().ByIndex("by-name", "a")
		note("by-name index: %d err=%v", len(byName), isErr(err))
		note("duplicate indexer err=%v", isErr(inf.AddIndexers(cache.Indexers{"by-name": func(any) ([]string, error) { return nil, nil }})))
		late := &lineRecorder{}
		lateReg, err := inf.AddEventHandler(late)
		note("late add err=%v", isErr(err))
		if !cache.WaitFor(ctx, "late", lateReg.HasSyncedChecker()) {
			t.Fatal("late handler not synced")
		}
		note("late handler got %q", late.get())
		note("remove err=%v, again err=%v", isErr(inf.RemoveEventHandler(reg)), isErr(inf.RemoveEventHandler(reg)))
		inf.RunWithContext(ctx) // a second Run returns at once
		cancel()
		<-done
		note("stopped: stopped=%v synced=%v", inf.IsStopped(), inf.HasSynced())
		_, err = inf.AddEventHandler(&lineRecorder{})
		note("add after stop err=%v", isErr(err))
		note("AddIndexers after stop err=%v", isErr(inf.AddIndexers(cache.Indexers{"x": func(any) ([]string, error) { return nil, nil }})))
		return out
	})
	o, c := got["ours"], got["client-go"]
	for i := range max(len(o), len(c)) {
		var ol, cl string
		if i < len(o) {
			ol = o[i]
		}
		if i < len(c) {
			cl = c[i]
		}
		if ol != cl {
			t.Errorf("line %d:\n ours      %s\n client-go %s", i, ol, cl)
		}
	}
}

func ptrTo[T any](v T) *T { return &v }
