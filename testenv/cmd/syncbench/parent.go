package main

import (
	"bufio"
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"strings"
	"sync"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"github.com/kubegen/kubegen/testenv"
	"github.com/kubegen/kubegen/testenv/internal/syncbench"
	"github.com/kubegen/kubegen/testenv/widget"
)

// side is one child configuration: which informer (or the raw LIST), and
// whether it strips managedFields. Every informer side also relists.
type side struct {
	name, kind string
	strip      bool
}

var sides = []side{
	{"raw-list", "raw-list", false},
	{"ours", "ours", false},
	{"client-go", "client-go", false},
	{"ours-strip", "ours", true},
	{"client-go-strip", "client-go", true},
}

func runParent(ctx context.Context, sideBin string, n, rounds int, pageSize int64, only string, sideFlags []string) error {
	run := sides
	if only != "" {
		run = nil
		for name := range strings.SplitSeq(only, ",") {
			i := slices.IndexFunc(sides, func(s side) bool { return s.name == name })
			if i < 0 {
				return fmt.Errorf("unknown side %q", name)
			}
			run = append(run, sides[i])
		}
	}
	// Without the watch cache, a watch from a compacted resourceVersion
	// gets 410 Gone, which is how the relist is forced; every LIST (all
	// sides alike) is then served from etcd, page by page. No controllers:
	// the garbage collector would list and watch every Widget too, load on
	// the apiserver and the cores the measured sides share.
	env, err := testenv.Start(ctx, testenv.Options{DisableWatchCache: true, DisableControllers: true})
	if err != nil {
		return err
	}
	defer env.Stop()
	if err := env.InstallCRDs(ctx, widget.CRD()); err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "syncbench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	conn, err := syncbench.WriteConn(env.Config, dir)
	if err != nil {
		return err
	}

	start := time.Now()
	if err := createWidgets(ctx, env, n); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "created %d widgets in %s\n", n, time.Since(start).Round(time.Millisecond))

	all := map[string][]syncbench.Result{}
	for r := range rounds {
		// Odd rounds run the sides in reverse order, so that over each pair
		// of rounds every side has the same mean position: none always runs
		// first (on a cold server) or after the same neighbour.
		order := slices.Clone(run)
		if r%2 == 1 {
			slices.Reverse(order)
		}
		fmt.Fprintf(os.Stderr, "round %d order: %v\n", r+1, order)
		for _, sd := range order {
			res, err := runChild(ctx, env, sideBin, sd, n, pageSize, conn, sideFlags)
			if err != nil {
				return fmt.Errorf("round %d, %s: %w\nserver log: %s", r+1, sd.name, err, env.LogPath())
			}
			fmt.Fprintf(os.Stderr, "round %d %-15s sync=%.3fs peak-rss=%.1fMB heap/object=%.3fKB relist=%.3fs relist-peak-rss=%.1fMB bytes=%d pages=%d\n",
				r+1, sd.name, res.SyncSeconds, res.PeakRSSMB, res.HeapPerObjKB, res.RelistSeconds, res.RelistPeakRSSMB, res.Bytes, res.Pages)
			all[sd.name] = append(all[sd.name], res)
		}
	}
	if only != "" {
		return nil // the budget lines compare every side
	}
	raw, ours, cg := summary(all["raw-list"]), summary(all["ours"]), summary(all["client-go"])
	oursS, cgS := summary(all["ours-strip"]), summary(all["client-go-strip"])
	fmt.Printf("info sync-time client-go-informer=%.3f ours=%.3f raw-list=%.3f objects=%d rounds=%d\n",
		cg.SyncSeconds, ours.SyncSeconds, raw.SyncSeconds, n, rounds)
	fmt.Printf("info relist-time client-go=%.3f ours=%.3f client-go-strip=%.3f ours-strip=%.3f\n",
		cg.RelistSeconds, ours.RelistSeconds, cgS.RelistSeconds, oursS.RelistSeconds)
	budget("sync-time-vs-raw-list", "raw-list", ours.SyncSeconds, raw.SyncSeconds, 1.1, "%.3f")
	budget("peak-rss", "client-go", ours.PeakRSSMB, cg.PeakRSSMB, 0.5, "%.1f")
	budget("peak-rss-stripped", "client-go-strip", oursS.PeakRSSMB, cgS.PeakRSSMB, 0.7, "%.1f")
	budget("peak-rss-relist", "client-go", ours.RelistPeakRSSMB, cg.RelistPeakRSSMB, 0.5, "%.1f")
	budget("peak-rss-relist-stripped", "client-go-strip", oursS.RelistPeakRSSMB, cgS.RelistPeakRSSMB, 0.7, "%.1f")
	budget("heap-per-object", "client-go", ours.HeapPerObjKB, cg.HeapPerObjKB, 0.7, "%.3f")
	budget("heap-per-object-stripped", "client-go-strip", oursS.HeapPerObjKB, cgS.HeapPerObjKB, 0.7, "%.3f")
	return nil
}

// budget prints one line: ours against the other side, lower is better.
func budget(name, otherName string, ours, other, goal float64, format string) {
	ratio := ours / other
	verdict := "PASS"
	if !(ratio <= goal) {
		verdict = "MISS"
	}
	fmt.Printf("budget %s ours="+format+" %s="+format+" ratio=%.2f goal=%g %s\n", name, ours, otherName, other, ratio, goal, verdict)
}

// summary combines the rounds of one side.
func summary(rs []syncbench.Result) syncbench.Result {
	pick := func(f func(syncbench.Result) float64) float64 {
		v := make([]float64, len(rs))
		for i, r := range rs {
			v[i] = f(r)
		}
		slices.Sort(v)
		return v[len(v)/2]
	}
	// Sync time takes the fastest round: on a shared machine, noise only
	// ever adds time. Memory figures vary little; they take the median.
	fastest := slices.MinFunc(rs, func(a, b syncbench.Result) int { return cmp.Compare(a.SyncSeconds, b.SyncSeconds) })
	return syncbench.Result{
		SyncSeconds:     fastest.SyncSeconds,
		RelistSeconds:   slices.Min(pickAll(rs, func(r syncbench.Result) float64 { return r.RelistSeconds })),
		PeakRSSMB:       pick(func(r syncbench.Result) float64 { return r.PeakRSSMB }),
		RelistPeakRSSMB: pick(func(r syncbench.Result) float64 { return r.RelistPeakRSSMB }),
		HeapPerObjKB:    pick(func(r syncbench.Result) float64 { return r.HeapPerObjKB }),
	}
}

func pickAll(rs []syncbench.Result, f func(syncbench.Result) float64) []float64 {
	v := make([]float64, len(rs))
	for i, r := range rs {
		v[i] = f(r)
	}
	return v
}

// runChild runs one side. An informer side also relists: when it says it
// is ready (its watch cut), the objects change and etcd is compacted, so
// that its resumed watch gets 410 Gone.
func runChild(ctx context.Context, env *testenv.Env, sideBin string, sd side, n int, pageSize int64, conn syncbench.Conn, extra []string) (syncbench.Result, error) {
	args := []string{"-side", sd.kind, "-n", fmt.Sprint(n), "-page-size", fmt.Sprint(pageSize), "-name", sd.name}
	args = append(args, extra...)
	if sd.strip {
		args = append(args, "-strip-managed-fields")
	}
	relist := sd.kind != "raw-list"
	if relist {
		args = append(args, "-relist")
	}
	cmd := exec.CommandContext(ctx, sideBin, append(args, conn.Args()...)...)
	// Both informers list (the raw side can only list): no streaming list.
	cmd.Env = append(os.Environ(), "KUBE_FEATURE_WatchListClient=false")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return syncbench.Result{}, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return syncbench.Result{}, err
	}
	if err := cmd.Start(); err != nil {
		return syncbench.Result{}, err
	}
	var last []byte
	var stepErr error
	lines := bufio.NewScanner(stdout)
	lines.Buffer(nil, 1<<20)
	for lines.Scan() {
		line := lines.Bytes()
		if string(line) == syncbench.RelistReady && stepErr == nil {
			if stepErr = forceGone(ctx, env, n); stepErr == nil {
				_, stepErr = io.WriteString(stdin, "go\n")
			}
			if stepErr != nil {
				stdin.Close()
			}
			continue
		}
		last = append(last[:0], line...)
	}
	stdin.Close()
	err = cmd.Wait()
	if stepErr != nil {
		return syncbench.Result{}, fmt.Errorf("forcing the relist: %w", stepErr)
	}
	if err != nil {
		return syncbench.Result{}, fmt.Errorf("%w\n%s", err, stderr.Bytes())
	}
	var res syncbench.Result
	if err := json.Unmarshal(last, &res); err != nil {
		return syncbench.Result{}, fmt.Errorf("child output %q: %w\n%s", last, err, stderr.Bytes())
	}
	if relist && res.RelistSeconds == 0 {
		return syncbench.Result{}, fmt.Errorf("the side did not relist\n%s", stderr.Bytes())
	}
	return res, nil
}

// forceGone moves the collection past the side's resourceVersion (a few
// updates) and compacts etcd, so that a watch resumed from it gets 410.
func forceGone(ctx context.Context, env *testenv.Env, n int) error {
	rc, err := widget.NewRESTClient(env.Config)
	if err != nil {
		return err
	}
	c := widget.NewClient(rc)
	for i := range min(n, 10) {
		w := benchWidget(i)
		cur, err := c.Get(ctx, w.Namespace, w.Name)
		if err != nil {
			return err
		}
		cur.Spec.Size++
		if _, err := c.Update(ctx, cur); err != nil {
			return err
		}
	}
	return env.CompactEtcd(ctx)
}

// createWidgets creates n Widgets across 10 namespaces, in batches of
// parallel requests.
func createWidgets(ctx context.Context, env *testenv.Env, n int) error {
	for i := range min(n, benchNamespaces) {
		if err := testenv.EnsureNamespace(ctx, env.Config, benchNamespace(i)); err != nil {
			return err
		}
	}
	rc, err := widget.NewRESTClient(env.Config)
	if err != nil {
		return err
	}
	c := widget.NewClient(rc)
	const workers = 32
	next := make(chan int)
	errs := make(chan error, workers)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				if _, err := c.Create(ctx, benchWidget(i)); err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	var firstErr error
feed:
	for i := range n {
		select {
		case next <- i:
		case firstErr = <-errs:
			break feed
		}
	}
	close(next)
	wg.Wait()
	close(errs)
	if firstErr == nil {
		firstErr = <-errs
	}
	return firstErr
}

// benchNamespaces is how many namespaces the widgets spread over.
const benchNamespaces = 10

func benchNamespace(i int) string { return fmt.Sprintf("bench-%d", i%benchNamespaces) }

// benchWidget is a typical small custom resource: a few labels, an
// annotation, a short spec.
func benchWidget(i int) *widget.Widget {
	return &widget.Widget{
		ObjectMeta: metav1.ObjectMeta{
			Namespace: benchNamespace(i),
			Name:      fmt.Sprintf("widget-%06d", i),
			Labels: map[string]string{
				"app.kubernetes.io/name":    "widget",
				"app.kubernetes.io/part-of": "syncbench",
				"tier":                      []string{"frontend", "backend", "cache"}[i%3],
			},
			Annotations: map[string]string{"kubegen.io/note": "created by syncbench"},
		},
		Spec: widget.WidgetSpec{
			Size:  int64(i),
			Color: []string{"red", "green", "blue"}[i%3],
			Tags:  []string{"alpha", "beta"},
		},
	}
}
