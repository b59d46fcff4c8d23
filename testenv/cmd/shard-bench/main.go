// Command shard-bench measures what sharding saves each replica: the heap
// its informers' caches take and the bytes its initial sync transfers, for
// 1, 2 and 3 replicas (ranges assigned by rendezvous hashing, as package
// shard does), against one unsharded informer over the same Widgets. It
// prints `budget ...` lines (see hack/bench-shards.sh); replicas are
// measured one after another in this process, so each heap figure is that
// replica's alone.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	goruntime "runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/tools/cache"

	rt "github.com/kubegen/kubegen/runtime"
	"github.com/kubegen/kubegen/shard"
	"github.com/kubegen/kubegen/testenv"
	"github.com/kubegen/kubegen/testenv/widget"
)

func main() {
	n := flag.Int("n", 5000, "how many Widgets")
	ranges := flag.Int("ranges", 16, "how many hash ranges (each replica runs one informer per range it owns)")
	gate := flag.Bool("gate", true, "turn on the apiserver's ShardedListAndWatch gate")
	flag.Parse()
	if err := run(*n, *ranges, *gate); err != nil {
		fmt.Fprintln(os.Stderr, "shard-bench:", err)
		os.Exit(1)
	}
}

// listBytes counts the response bytes of every GET made through a
// rest.Config it wraps: LISTs and watches alike, since the informers sync
// with streaming lists (a watch with sendInitialEvents) when the server
// offers them. measure reads it when the caches have synced.
type listBytes struct{ n atomic.Int64 }

func (c *listBytes) wrap(cfg *rest.Config) *rest.Config {
	cfg = rest.CopyConfig(cfg)
	cfg.WrapTransport = func(next http.RoundTripper) http.RoundTripper {
		return roundTripper(func(req *http.Request) (*http.Response, error) {
			resp, err := next.RoundTrip(req)
			if err == nil && req.Method == http.MethodGet {
				resp.Body = &countingBody{ReadCloser: resp.Body, n: &c.n}
			}
			return resp, err
		})
	}
	return cfg
}

type roundTripper func(*http.Request) (*http.Response, error)

func (f roundTripper) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }

type countingBody struct {
	io.ReadCloser
	n *atomic.Int64
}

func (b *countingBody) Read(p []byte) (int, error) {
	k, err := b.ReadCloser.Read(p)
	b.n.Add(int64(k))
	return k, err
}

func heap() uint64 {
	goruntime.GC()
	goruntime.GC()
	var m goruntime.MemStats
	goruntime.ReadMemStats(&m)
	return m.HeapAlloc
}

// measure starts one informer per selector (nil: one unsharded informer),
// waits for them to sync, and returns the heap they hold, the LIST bytes
// they transferred and the objects they cache; then stops them.
func measure(cfg *rest.Config, ns string, sels []*rt.ShardSelector) (uint64, int64, int, error) {
	var counter listBytes
	rc, err := widget.NewRESTClient(counter.wrap(cfg))
	if err != nil {
		return 0, 0, 0, err
	}
	before := heap()
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	var infs []*rt.SharedIndexInformer[*widget.Widget]
	for _, sel := range sels {
		var lw rt.ListerWatcher[*widget.Widget] = rt.NewRESTListWatch(rc, widget.Resource, ns, func() *widget.Widget { return new(widget.Widget) }, nil)
		if sel != nil {
			if lw, err = rt.NewShardedListWatch(lw, *sel); err != nil {
				cancel()
				return 0, 0, 0, err
			}
		}
		inf := rt.NewSharedIndexInformer[*widget.Widget](lw, rt.InformerOptions[*widget.Widget]{})
		infs = append(infs, inf)
		wg.Go(func() { inf.Run(ctx.Done()) })
	}
	syncCtx, syncCancel := context.WithTimeout(ctx, 5*time.Minute)
	for _, inf := range infs {
		cache.WaitForCacheSync(syncCtx.Done(), inf.HasSynced)
	}
	syncCancel()
	synced := counter.n.Load()
	after := heap()
	objs := 0
	for _, inf := range infs {
		objs += len(inf.GetStore().ListKeys())
	}
	cancel()
	wg.Wait()
	var held uint64
	if after > before {
		held = after - before
	}
	goruntime.KeepAlive(infs)
	return held, synced, objs, nil
}

func run(n, ranges int, gate bool) error {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Minute)
	defer cancel()
	// No controllers: the garbage collector would list and watch every
	// Widget too, load on the apiserver and the cores the members share.
	opts := testenv.Options{DisableControllers: true}
	if gate {
		opts.ExtraAPIServerArgs = []string{testenv.ShardedListAndWatchGate}
	}
	env, err := testenv.Start(ctx, opts)
	if err != nil {
		return err
	}
	defer env.Stop()
	if err := env.InstallCRDs(ctx, widget.CRD()); err != nil {
		return err
	}
	rc, err := widget.NewRESTClient(env.Config)
	if err != nil {
		return err
	}
	client := widget.NewClient(rc)
	const ns = "bench"
	if err := testenv.EnsureNamespace(ctx, env.Config, ns); err != nil {
		return err
	}
	if err := create(ctx, client, ns, n); err != nil {
		return err
	}
	baseHeap, baseList, baseObjs, err := measure(env.Config, ns, []*rt.ShardSelector{nil})
	if err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "unsharded: %d objects, heap %.2f MB, sync %.1f KB\n", baseObjs, mb(baseHeap), kb(baseList))
	all := rt.EvenShardRanges(ranges)
	for replicas := 1; replicas <= 3; replicas++ {
		members := make([]string, replicas)
		for i := range members {
			members[i] = fmt.Sprintf("replica-%d", i)
		}
		var maxHeap, sumHeap uint64
		var maxList, sumList int64
		for _, id := range members {
			var sels []*rt.ShardSelector
			for _, r := range shard.Assign(id, members, ranges) {
				sel, err := rt.NewShardSelector(rt.ShardByUID, all[r])
				if err != nil {
					return err
				}
				sels = append(sels, &sel)
			}
			h, l, objs, err := measure(env.Config, ns, sels)
			if err != nil {
				return err
			}
			fmt.Fprintf(os.Stderr, "%d replicas, %s: %d ranges, %d objects, heap %.2f MB, sync %.1f KB\n", replicas, id, len(sels), objs, mb(h), kb(l))
			maxHeap, sumHeap = max(maxHeap, h), sumHeap+h
			maxList, sumList = max(maxList, l), sumList+l
		}
		goal := 1 / float64(replicas)
		fmt.Printf("budget shard-%d-cache per-replica avg=%.2fMB max=%.2fMB unsharded=%.2fMB avg-ratio=%.2f max-ratio=%.2f goal=%.2f\n",
			replicas, mb(sumHeap/uint64(replicas)), mb(maxHeap), mb(baseHeap), float64(sumHeap)/float64(replicas)/float64(baseHeap), float64(maxHeap)/float64(baseHeap), goal)
		fmt.Printf("budget shard-%d-sync-bytes per-replica avg=%.1fKB max=%.1fKB unsharded=%.1fKB avg-ratio=%.2f max-ratio=%.2f goal=%.2f gate=%v\n",
			replicas, kb(sumList/int64(replicas)), kb(maxList), kb(baseList), float64(sumList)/float64(replicas)/float64(baseList), float64(maxList)/float64(baseList), goal, gate)
	}
	return nil
}

func mb(b uint64) float64 { return float64(b) / (1 << 20) }
func kb(b int64) float64  { return float64(b) / (1 << 10) }

func create(ctx context.Context, c *widget.Client, ns string, n int) error {
	var wg sync.WaitGroup
	var failed atomic.Value
	sem := make(chan struct{}, 16)
	for i := range n {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			_, err := c.Create(ctx, &widget.Widget{
				ObjectMeta: metav1.ObjectMeta{Namespace: ns, Name: fmt.Sprintf("w-%05d", i), Labels: map[string]string{"app": "bench"}},
				Spec:       widget.WidgetSpec{Size: int64(i), Color: strings.Repeat("blue", 16), Tags: []string{"a", "b", "c"}},
			})
			if err != nil {
				failed.CompareAndSwap(nil, err)
			}
		}()
	}
	wg.Wait()
	if err, ok := failed.Load().(error); ok {
		return err
	}
	return nil
}
