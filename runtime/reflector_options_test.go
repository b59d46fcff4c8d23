package runtime

import (
	"context"
	"errors"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/util/wait"
	"k8s.io/client-go/tools/cache"
	clocktesting "k8s.io/utils/clock/testing"
)

// A watch that fails with an internal error (500) is simply restarted from
// the last resourceVersion while MaxInternalErrorRetryDuration allows, and
// relists otherwise, in client-go's reflector and ours.
func TestDifferentialMaxInternalErrorRetryDuration(t *testing.T) {
	type result struct {
		lists, watches int
		returned       bool
		lastWatchRV    string
	}
	for _, retry := range []time.Duration{0, time.Minute} {
		got := map[string]result{}
		for _, name := range []string{"client-go", "ours"} {
			lw := newScriptLW(true, scriptList{rv: "1", items: []*corev1.ConfigMap{cmap("a", "1")}})
			w := newWatcher()
			w.Add(cmap("b", "2"))
			w.Error(&apierrors.NewInternalError(errBoom).ErrStatus)
			lw.watchers <- w
			lw.watchers <- newWatcher()
			var listAndWatch func(ctx context.Context) error
			if name == "client-go" {
				r := cache.NewReflectorWithOptions(lw.clientGo(), &corev1.ConfigMap{}, cache.NewStore(cache.MetaNamespaceKeyFunc), cache.ReflectorOptions{})
				r.MaxInternalErrorRetryDuration = retry
				listAndWatch = r.ListAndWatchWithContext
			} else {
				r := NewReflector[*corev1.ConfigMap](lw, newRecordingStore(), ReflectorOptions[*corev1.ConfigMap]{MaxInternalErrorRetryDuration: retry})
				listAndWatch = r.ListAndWatch
			}
			ctx, cancel := context.WithCancel(context.Background())
			done := make(chan struct{})
			go func() { defer close(done); listAndWatch(ctx) }()
			var res result
			infEventually(t, func() bool {
				select {
				case <-done:
					res.returned = true
					return true
				default:
				}
				_, watches := lw.calls()
				return len(watches) == 2
			}, func() string { return "neither a second watch nor a return" })
			cancel()
			<-done
			lists, watches := lw.calls()
			res.lists, res.watches, res.lastWatchRV = len(lists), len(watches), watches[len(watches)-1].ResourceVersion
			got[name] = res
		}
		if got["ours"] != got["client-go"] {
			t.Errorf("retry %v: ours %+v, client-go %+v", retry, got["ours"], got["client-go"])
		}
		if retry > 0 && (got["ours"].returned || got["ours"].lastWatchRV != "2") {
			t.Errorf("retry %v: the 500 did not rewatch from 2: %+v", retry, got["ours"])
		}
	}
}

var errBoom = errors.New("boom")

// A custom Backoff shapes the retry delays as wait.Backoff does: Steps
// growing delays, then the last one repeated; Cap bounds them.
func TestBackoffOption(t *testing.T) {
	fc := clocktesting.NewFakeClock(time.Unix(0, 0))
	b := newBackoff(fc, &wait.Backoff{Duration: time.Second, Factor: 3, Steps: 2, Cap: time.Hour})
	s := time.Second
	for i, want := range []time.Duration{1 * s, 3 * s, 9 * s, 9 * s} {
		if got := b.Next(); got != want {
			t.Errorf("delay %d = %v, want %v", i, got, want)
		}
	}
	ref := wait.Backoff{Duration: time.Second, Factor: 3, Steps: 2, Cap: time.Hour}
	for i, want := range []time.Duration{1 * s, 3 * s, 9 * s, 9 * s} {
		if got := ref.Step(); got != want {
			t.Errorf("wait.Backoff delay %d = %v, want %v (the reference changed)", i, got, want)
		}
	}
	capped := newBackoff(fc, &wait.Backoff{Duration: time.Second, Factor: 10, Steps: 5, Cap: 5 * time.Second})
	for i, want := range []time.Duration{1 * s, 5 * s, 5 * s} {
		if got := capped.Next(); got != want {
			t.Errorf("capped delay %d = %v, want %v", i, got, want)
		}
	}
}
