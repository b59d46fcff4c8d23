package runtime

import (
	"fmt"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/tools/cache"

	"github.com/kubegen/kubegen/runtime/internal/testkit"
)

func cmap(name, rv string, labels ...string) *corev1.ConfigMap {
	o := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Namespace: "ns", Name: name, ResourceVersion: rv}}
	if len(labels) > 0 {
		o.Labels = map[string]string{}
		for i := 0; i+1 < len(labels); i += 2 {
			o.Labels[labels[i]] = labels[i+1]
		}
	}
	return o
}

// eventRecorder is a typed handler that writes each event as a line such as
// "add ns/a 1 initial", "update ns/a 1->2", "delete ns/a 2" or
// "delete-unknown ns/a 2".
type eventRecorder struct {
	mu     sync.Mutex
	events []string
	block  chan struct{} // when non-nil, every event waits for a receive
}

func rvOf(o *corev1.ConfigMap) string {
	if o == nil {
		return "<nil>"
	}
	return o.ResourceVersion
}

func (r *eventRecorder) record(s string) {
	if r.block != nil {
		<-r.block
	}
	r.mu.Lock()
	r.events = append(r.events, s)
	r.mu.Unlock()
}

func (r *eventRecorder) OnAdd(o *corev1.ConfigMap, initial bool) {
	s := fmt.Sprintf("add %s/%s %s", o.Namespace, o.Name, o.ResourceVersion)
	if initial {
		s += " initial"
	}
	r.record(s)
}

func (r *eventRecorder) OnUpdate(old, o *corev1.ConfigMap) {
	r.record(fmt.Sprintf("update %s/%s %s->%s", o.Namespace, o.Name, old.ResourceVersion, o.ResourceVersion))
}

func (r *eventRecorder) OnDelete(d cache.DeletedObject[*corev1.ConfigMap]) {
	if d.FinalStateUnknown != nil {
		r.record(fmt.Sprintf("delete-unknown %s %s", d.FinalStateUnknown.Key, rvOf(d.OptionalObj)))
		return
	}
	r.record(fmt.Sprintf("delete %s/%s %s", d.OptionalObj.Namespace, d.OptionalObj.Name, d.OptionalObj.ResourceVersion))
}

func (r *eventRecorder) list() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.events)
}

func (r *eventRecorder) len() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.events)
}

// waitEvents waits until the eventRecorder holds want (in order) and fails the
// test with what it holds otherwise.
func (r *eventRecorder) waitEvents(t *testing.T, want ...string) {
	t.Helper()
	infEventually(t, func() bool { return slices.Equal(r.list(), want) }, func() string {
		return fmt.Sprintf("events:\n got %q\nwant %q", r.list(), want)
	})
}

// waitEventsAnyOrder is waitEvents for events whose order is not defined.
func (r *eventRecorder) waitEventsAnyOrder(t *testing.T, want ...string) {
	t.Helper()
	want = slices.Sorted(slices.Values(want))
	sortedGot := func() []string { return slices.Sorted(slices.Values(r.list())) }
	infEventually(t, func() bool { return slices.Equal(sortedGot(), want) }, func() string {
		return fmt.Sprintf("events (sorted):\n got %q\nwant %q", sortedGot(), want)
	})
}

func infEventually(t *testing.T, cond func() bool, describe func() string) {
	t.Helper()
	deadline := testkit.Budget(t)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatal(describe())
		}
		time.Sleep(time.Millisecond)
	}
}

// settled asserts that a condition still holds after a short while, for
// checks that something did NOT happen.
func infStillTrue(t *testing.T, cond func() bool, describe func() string) {
	t.Helper()
	for range 50 {
		if !cond() {
			t.Fatal(describe())
		}
		time.Sleep(time.Millisecond)
	}
}

var goroutineHeader = regexp.MustCompile(`^goroutine (\d+) `)

// ourGoroutines returns the stacks of goroutines that run code of this
// package or were started by it, keyed by goroutine id, except the caller's.
func ourGoroutines() map[string]string {
	buf := make([]byte, 1<<20)
	for {
		n := runtime.Stack(buf, true)
		if n < len(buf) {
			buf = buf[:n]
			break
		}
		buf = make([]byte, 2*len(buf))
	}
	out := map[string]string{}
	for i, g := range strings.Split(string(buf), "\n\n") {
		if i == 0 { // the caller
			continue
		}
		m := goroutineHeader.FindStringSubmatch(g)
		if m == nil || !strings.Contains(g, "kubegen/kubegen/runtime") {
			continue
		}
		out[m[1]] = g
	}
	return out
}

// checkGoroutines fails the test if goroutines of this package that were not
// running when it was called are still running when the test ends (after a
// grace period for goroutines that are on their way out). go.uber.org/goleak
// does the same more thoroughly; it is not a dependency of this module.
func checkGoroutines(t *testing.T) {
	t.Helper()
	before := ourGoroutines()
	t.Cleanup(func() {
		var leaked []string
		deadline := testkit.Budget(t)
		for {
			leaked = leaked[:0]
			for id, g := range ourGoroutines() {
				if _, ok := before[id]; !ok {
					leaked = append(leaked, g)
				}
			}
			if len(leaked) == 0 {
				return
			}
			if time.Now().After(deadline) {
				t.Errorf("%d goroutine(s) still running after the test:\n%s", len(leaked), strings.Join(leaked, "\n\n"))
				return
			}
			time.Sleep(5 * time.Millisecond)
		}
	})
}
