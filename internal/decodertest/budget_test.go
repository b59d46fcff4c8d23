package decodertest

import (
	"context"
	"fmt"
	"os"
	goruntime "runtime"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/watch"

	kgruntime "github.com/kubegen/kubegen/runtime"
	kgdecode "github.com/kubegen/kubegen/runtime/decode"
)

// TestBenchDecode is the decode-CPU budget (hack/bench-runtime-decode.sh):
// the process CPU time (GC included) per Pod of the runtime's LIST decoding
// and of its WATCH decoding, with the generated decoder ("ours") and
// without ("reflective": sigs.k8s.io/json for LIST, the REST client's codec
// for WATCH, as client-go's informers decode). Bodies are served from
// memory, so the CPU is the decoding and the small per-request cost.
//
// Rounds come in pairs, the second in the reverse order (smoke mode too),
// so that each side runs first as often as the other; each side keeps its
// best round.
func TestBenchDecode(t *testing.T) {
	if os.Getenv("BENCH_DECODE") == "" {
		t.Skip("set BENCH_DECODE=1 to run the decode-CPU benchmark (hack/bench-runtime-decode.sh)")
	}
	items, reps, rounds := 1000, 20, 4
	if os.Getenv("BENCH_SMOKE") != "" {
		items, reps, rounds = 200, 3, 2
	}
	list := podListBody(items)
	var events []watch.Event
	for i := range items {
		events = append(events, watch.Event{Type: watch.Modified, Object: ptr(benchPod(i))})
	}
	stream := watchBody(t, events)
	newPod := func() *corev1.Pod { return new(corev1.Pod) }

	listCPU := func(dec kgdecode.ObjectDecoder[*corev1.Pod]) time.Duration {
		lw := kgruntime.NewRESTListWatchWithDecoder(memoryClient(t, list), "pods", "", newPod, nil, dec)
		return perItem(reps*items, func() {
			for range reps {
				n := 0
				if _, err := lw.List(context.Background(), metav1.ListOptions{}, func(*corev1.Pod) error { n++; return nil }); err != nil || n != items {
					t.Fatalf("list: %d items, %v", n, err)
				}
			}
		})
	}
	watchCPU := func(dec kgdecode.ObjectDecoder[*corev1.Pod]) time.Duration {
		rc := memoryClient(t, stream)
		return perItem(reps*items, func() {
			for range reps {
				if n := len(collectEvents(t, rc, newPod, dec)); n != items {
					t.Fatalf("watch: %d events, want %d", n, items)
				}
			}
		})
	}
	type side struct {
		name string
		run  func() time.Duration
		best time.Duration
	}
	sides := []*side{
		{name: "list-reflective", run: func() time.Duration { return listCPU(nil) }},
		{name: "list-ours", run: func() time.Duration { return listCPU(podDecoder()) }},
		{name: "watch-reflective", run: func() time.Duration { return watchCPU(nil) }},
		{name: "watch-ours", run: func() time.Duration { return watchCPU(podDecoder()) }},
	}
	for r := range rounds {
		for i := range sides {
			s := sides[i]
			if r%2 == 1 {
				s = sides[len(sides)-1-i]
			}
			d := s.run()
			fmt.Printf("round %d %-16s %d ns/item\n", r+1, s.name, d.Nanoseconds())
			if s.best == 0 || d < s.best {
				s.best = d
			}
		}
	}
	fmt.Printf("decode-cpu-list ours=%d reflective=%d\n", sides[1].best.Nanoseconds(), sides[0].best.Nanoseconds())
	fmt.Printf("decode-cpu-watch ours=%d reflective=%d\n", sides[3].best.Nanoseconds(), sides[2].best.Nanoseconds())
}

// perItem runs f after a collection (so that neither side pays for the
// other's garbage) and returns the process CPU time per item it took.
func perItem(n int, f func()) time.Duration {
	goruntime.GC()
	start := cpuTime()
	f()
	return (cpuTime() - start) / time.Duration(n)
}
