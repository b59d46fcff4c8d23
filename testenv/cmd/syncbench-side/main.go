// Command syncbench-side is one side of cmd/syncbench, run in a process of
// its own so that its peak RSS is its own and no test-environment code
// (etcd client, apiserver libraries) inflates it:
//
//	syncbench-side -side ours|client-go|raw-list [-strip-managed-fields] [-relist] -n N -page-size P -host URL -ca-file … -cert-file … -key-file …
//
// It syncs (or, for raw-list, transfers) every Widget once, then prints a
// syncbench.Result as JSON. -strip-managed-fields gives the informer a
// transform that drops managedFields, as many controllers do. -relist then
// forces a relist with the cache full: the side cuts its watch and prints
// syncbench.RelistReady on stdout; the parent changes objects, compacts
// etcd and writes a line to stdin; the resumed watch gets 410 Gone and the
// informer lists again. Peak RSS is measured for each phase on its own.
package main

import (
	"bufio"
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	goruntime "runtime"
	"runtime/pprof"
	"strconv"
	"strings"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	kruntime "k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/tools/cache"

	rt "github.com/kubegen/kubegen/runtime"
	"github.com/kubegen/kubegen/testenv/internal/syncbench"
	"github.com/kubegen/kubegen/testenv/widget"
)

func main() {
	var (
		side   = flag.String("side", "", "ours, client-go or raw-list")
		n      = flag.Int("n", 0, "number of Widgets the server holds")
		page   = flag.Int64("page-size", 500, "LIST page size")
		strip  = flag.Bool("strip-managed-fields", false, "informers drop managedFields with a transform")
		relist = flag.Bool("relist", false, "after the sync, force a relist (410 Gone) and measure it too")
		name   = flag.String("name", "", "this side's name in profile file names (default: -side)")
		conn   syncbench.Conn
	)
	flag.StringVar(&prof.dir, "profile", "", "write CPU profiles of the sync and the relist and heap profiles after each to this directory")
	conn.Register(flag.CommandLine)
	flag.Parse()
	prof.name = cmp.Or(*name, *side)
	if err := runSide(context.Background(), *side, *n, *page, *strip, *relist, conn); err != nil {
		fmt.Fprintln(os.Stderr, "syncbench-side:", err)
		os.Exit(1)
	}
}

func runSide(ctx context.Context, side string, n int, pageSize int64, strip, relist bool, conn syncbench.Conn) error {
	cfg, err := conn.RESTConfig()
	if err != nil {
		return err
	}
	rc, err := widget.NewRESTClient(cfg)
	if err != nil {
		return err
	}
	if relist && side == "raw-list" {
		return fmt.Errorf("-relist needs an informer side")
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	gate := newRelistGate()
	base := heapAfterGC()
	res := syncbench.Result{Side: side, StripManagedFields: strip}
	var inf cache.SharedIndexInformer // what the side caches, alive until measured
	stopCPU, err := prof.startCPU("sync")
	if err != nil {
		return err
	}
	start := time.Now()
	switch side {
	case "ours":
		inf, err = syncOurs(ctx, rc, pageSize, strip, gate)
	case "client-go":
		inf, err = syncClientGo(ctx, rc, pageSize, strip, gate)
	case "raw-list":
		res.Bytes, res.Pages, res.Objects, err = rawList(ctx, rc, pageSize)
	default:
		err = fmt.Errorf("unknown side %q", side)
	}
	if err != nil {
		return err
	}
	res.SyncSeconds = time.Since(start).Seconds()
	if err := stopCPU(); err != nil {
		return err
	}
	if inf != nil {
		res.Objects = len(inf.GetStore().ListKeys())
	}
	if res.Objects != n {
		return fmt.Errorf("%s synced %d objects, want %d", side, res.Objects, n)
	}
	after := heapAfterGC()
	res.HeapPerObjKB = float64(int64(after)-int64(base)) / float64(n) / 1024
	if err := prof.heap("sync"); err != nil {
		return err
	}
	if res.PeakRSSMB, err = peakRSSMB(); err != nil {
		return err
	}
	if relist {
		if err := measureRelist(ctx, gate, inf, &res); err != nil {
			return err
		}
	}
	goruntime.KeepAlive(inf)
	return json.NewEncoder(os.Stdout).Encode(res)
}

// measureRelist forces a relist through gate (see the package comment) and
// records its time and the peak RSS while it ran.
func measureRelist(ctx context.Context, gate *relistGate, inf cache.SharedIndexInformer, res *syncbench.Result) error {
	if err := resetPeakRSS(); err != nil {
		return fmt.Errorf("resetting the peak RSS: %w", err)
	}
	// Both reflectors treat a watch that ends within a second without an
	// event as refused and relist at once; let it age so that the cut is
	// an ordinary end of a watch, resumed from its resourceVersion.
	time.Sleep(1500 * time.Millisecond)
	gate.cut()
	fmt.Println(syncbench.RelistReady)
	if _, err := bufio.NewReader(os.Stdin).ReadString('\n'); err != nil {
		return fmt.Errorf("waiting for the parent: %w", err)
	}
	stopCPU, err := prof.startCPU("relist")
	if err != nil {
		return err
	}
	start := time.Now()
	gate.open()
	select {
	case <-gate.relisted:
	case <-time.After(5 * time.Minute):
		return fmt.Errorf("no relist within 5 minutes after the watch resumed (410 seen: %v)", gate.sawGone())
	case <-ctx.Done():
		return ctx.Err()
	}
	res.RelistSeconds = time.Since(start).Seconds()
	if res.RelistPeakRSSMB, err = peakRSSMB(); err != nil {
		return err
	}
	if err := stopCPU(); err != nil {
		return err
	}
	if err := prof.heap("relist"); err != nil {
		return err
	}
	if got := len(inf.GetStore().ListKeys()); got != res.Objects {
		return fmt.Errorf("%d objects cached after the relist, want %d", got, res.Objects)
	}
	return nil
}

func newWidget() *widget.Widget { return new(widget.Widget) }

// syncOurs runs kubegen's informer until it has synced; the informer keeps
// running (its watch open) while the heap is measured.
func syncOurs(ctx context.Context, rc rest.Interface, pageSize int64, strip bool, gate *relistGate) (cache.SharedIndexInformer, error) {
	// As a generated informer does with --decoders: list items are decoded
	// by the generated, reflection-free decoder.
	inner := rt.NewRESTListWatchWithDecoder(rc, widget.Resource, "", newWidget, nil, syncbench.WidgetDecoder())
	inf := rt.NewSharedIndexInformer[*widget.Widget](gatedLW{inner, gate},
		rt.InformerOptions[*widget.Widget]{UseWatchList: ptr(false), PageSize: pageSize})
	if strip {
		if err := inf.SetTypedTransform(func(w *widget.Widget) (*widget.Widget, error) {
			w.ManagedFields = nil
			return w, nil
		}); err != nil {
			return nil, err
		}
	}
	go inf.RunWithContext(ctx)
	if err := waitSynced(ctx, inf.HasSynced); err != nil {
		return nil, fmt.Errorf("ours: %w", err)
	}
	return inf, nil
}

// gatedLW passes ours's list and watch through the relist gate.
type gatedLW struct {
	inner rt.ListerWatcher[*widget.Widget]
	gate  *relistGate
}

func (l gatedLW) List(ctx context.Context, opts metav1.ListOptions, each func(*widget.Widget) error) (rt.ListPage, error) {
	l.gate.list()
	return l.inner.List(ctx, opts, each)
}

func (l gatedLW) Watch(ctx context.Context, opts metav1.ListOptions) (watch.Interface, error) {
	return l.gate.watch(ctx, func() (watch.Interface, error) { return l.inner.Watch(ctx, opts) })
}

// syncClientGo runs client-go's shared informer over a typed ListWatch on
// the same REST client.
func syncClientGo(ctx context.Context, rc rest.Interface, pageSize int64, strip bool, gate *relistGate) (cache.SharedIndexInformer, error) {
	c := widget.NewClient(rc)
	lw := &cache.ListWatch{
		ListWithContextFunc: func(ctx context.Context, opts metav1.ListOptions) (kruntime.Object, error) {
			gate.list()
			return c.List(ctx, "", opts)
		},
		WatchFuncWithContext: func(ctx context.Context, opts metav1.ListOptions) (watch.Interface, error) {
			return gate.watch(ctx, func() (watch.Interface, error) { return c.Watch(ctx, "", opts) })
		},
	}
	inf := cache.NewSharedIndexInformerWithOptions(lw, &widget.Widget{}, cache.SharedIndexInformerOptions{
		Indexers: cache.Indexers{cache.NamespaceIndex: cache.MetaNamespaceIndexFunc},
	})
	if strip {
		// The transform controllers write for client-go: clear the field
		// through the object's accessor.
		if err := inf.SetTransform(func(obj any) (any, error) {
			if m, ok := obj.(metav1.Object); ok {
				m.SetManagedFields(nil)
			}
			return obj, nil
		}); err != nil {
			return nil, err
		}
	}
	go inf.RunWithContext(ctx)
	if err := waitSynced(ctx, inf.HasSynced); err != nil {
		return nil, fmt.Errorf("client-go: %w", err)
	}
	return inf, nil
}

// rawList GETs every page the way a reflector's first LIST does
// (resourceVersion=0, the same page size) and reads the bodies without
// decoding them.
func rawList(ctx context.Context, rc rest.Interface, pageSize int64) (total int64, pages, items int, err error) {
	cont := ""
	for {
		// The same Accept header as ours's LIST: the REST client's default
		// adds "*/*", and the floor should be the very request an informer
		// makes.
		req := rc.Get().Resource(widget.Resource).
			SetHeader("Accept", "application/json").
			Param("limit", strconv.FormatInt(pageSize, 10))
		if cont == "" {
			req = req.Param("resourceVersion", "0")
		} else {
			req = req.Param("continue", cont)
		}
		body, err := req.Stream(ctx)
		if err != nil {
			return 0, 0, 0, err
		}
		n, count, next, err := scanList(body)
		body.Close()
		if err != nil {
			return 0, 0, 0, err
		}
		total += n
		pages++
		items += count
		if next == "" {
			return total, pages, items, nil
		}
		cont = next
	}
}

// scanList reads a JSON list body to its end and returns its size, the
// number of items (each item's metadata carries one "uid") and the continue
// token. It decodes nothing: this is the transfer an informer cannot avoid.
func scanList(r io.Reader) (int64, int, string, error) {
	const uid = `"uid":`
	const edge = 16 << 10 // the list metadata is in the first or last bytes
	var (
		total      int64
		count      int
		head, tail []byte
		buf        = make([]byte, 64<<10)
	)
	for {
		n, err := r.Read(buf)
		if n > 0 {
			total += int64(n)
			if len(head) < edge {
				head = append(head, buf[:min(n, edge-len(head))]...)
			}
			// Occurrences wholly inside the old tail were counted already.
			chunk := append(tail, buf[:n]...)
			count += bytes.Count(chunk, []byte(uid)) - bytes.Count(tail, []byte(uid))
			tail = append([]byte(nil), chunk[max(0, len(chunk)-edge):]...)
		}
		if err == io.EOF {
			cont := continueToken(tail)
			if cont == "" {
				cont = continueToken(head)
			}
			return total, count, cont, nil
		}
		if err != nil {
			return 0, 0, "", err
		}
	}
}

func continueToken(b []byte) string {
	const key = `"continue":"`
	i := bytes.LastIndex(b, []byte(key))
	if i < 0 {
		return ""
	}
	rest := b[i+len(key):]
	j := bytes.IndexByte(rest, '"')
	if j < 0 {
		return ""
	}
	return string(rest[:j])
}

// waitSynced polls hasSynced every millisecond: cache.WaitForCacheSync
// polls every 100ms, which would round every sync time up to that step.
func waitSynced(ctx context.Context, hasSynced func() bool) error {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Minute)
	defer cancel()
	for !hasSynced() {
		select {
		case <-ctx.Done():
			return fmt.Errorf("not synced: %w", ctx.Err())
		case <-time.After(time.Millisecond):
		}
	}
	return nil
}

func heapAfterGC() uint64 {
	goruntime.GC()
	goruntime.GC()
	var ms goruntime.MemStats
	goruntime.ReadMemStats(&ms)
	return ms.HeapAlloc
}

// peakRSSMB is VmHWM, the process's peak resident set, in MiB.
func peakRSSMB() (float64, error) {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0, err
	}
	for line := range strings.SplitSeq(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, err := strconv.ParseFloat(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 64)
			if err != nil {
				return 0, fmt.Errorf("VmHWM %q: %w", rest, err)
			}
			return kb / 1024, nil
		}
	}
	return 0, fmt.Errorf("no VmHWM in /proc/self/status")
}

// profiles writes the side's profiles when -profile names a directory;
// profiling costs CPU, so measurements taken with it are not comparable.
type profiles struct{ dir, name string }

var prof profiles

func (p profiles) path(phase, kind string) string {
	return filepath.Join(p.dir, p.name+"-"+phase+"."+kind)
}

// startCPU starts a CPU profile of phase; the returned function ends it.
func (p profiles) startCPU(phase string) (stop func() error, err error) {
	if p.dir == "" {
		return func() error { return nil }, nil
	}
	f, err := os.Create(p.path(phase, "cpu"))
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() error {
		pprof.StopCPUProfile()
		return f.Close()
	}, nil
}

// heap writes a heap profile as of the last garbage collection.
func (p profiles) heap(phase string) error {
	if p.dir == "" {
		return nil
	}
	f, err := os.Create(p.path(phase, "heap"))
	if err != nil {
		return err
	}
	if err := pprof.WriteHeapProfile(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func ptr[T any](v T) *T { return &v }
