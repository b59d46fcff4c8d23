// Command shard-demo runs three replicas of a sharded Widget controller
// (testenv/internal/shardctl) on the embedded kube-apiserver with the
// ShardedListAndWatch gate on; the replicas meet through the server's
// coordination.k8s.io/v1 Leases. It changes every Widget, kills one
// replica midway and changes them again, and prints who owns which ranges
// at each step, the Leases as the server holds them, and how the
// reconciles were spread. It exits non-zero if an object was lost or
// handled by two replicas.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/rest"
	"k8s.io/klog/v2"

	"github.com/kubegen/kubegen/shard"
	"github.com/kubegen/kubegen/testenv"
	"github.com/kubegen/kubegen/testenv/internal/shardctl"
	"github.com/kubegen/kubegen/testenv/widget"
)

func main() {
	n := flag.Int("objects", 300, "how many Widgets")
	ranges := flag.Int("ranges", 16, "how many hash ranges")
	lease := flag.Duration("lease", 6*time.Second, "Lease duration")
	gate := flag.Bool("gate", true, "turn on the apiserver's ShardedListAndWatch gate")
	klog.InitFlags(nil)
	flag.Parse()
	if err := run(*n, *ranges, *lease, *gate); err != nil {
		fmt.Fprintln(os.Stderr, "shard-demo:", err)
		os.Exit(1)
	}
}

func say(format string, args ...any) {
	fmt.Printf("%s  %s\n", time.Now().Format("15:04:05.000"), fmt.Sprintf(format, args...))
}

func run(n, ranges int, lease time.Duration, gate bool) error {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Minute)
	defer cancel()
	opts := testenv.Options{}
	if gate {
		opts.ExtraAPIServerArgs = []string{testenv.ShardedListAndWatchGate}
	}
	say("starting the embedded API server (gate ShardedListAndWatch=%v)", gate)
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
	const ns = "demo"
	if err := testenv.EnsureNamespace(ctx, env.Config, ns); err != nil {
		return err
	}

	j := &shardctl.Journal{}
	cfg := shardctl.Config{
		Rest: env.Config, Namespace: ns, Group: "widget-controller", Ranges: ranges,
		LeaseDuration: lease, RenewInterval: lease / 4, Journal: j,
		Logf: func(f string, a ...any) { say("membership: "+f, a...) },
	}
	var reps []*shardctl.Replica
	for i := range 3 {
		r, err := shardctl.Start(cfg, fmt.Sprintf("replica-%d", i))
		if err != nil {
			return err
		}
		defer r.Shutdown()
		reps = append(reps, r)
	}
	say("three replicas started; waiting for the ranges to settle")
	if err := settle(reps, ranges); err != nil {
		return err
	}
	table(reps, ranges)
	if err := leases(ctx, env.Config, ns); err != nil {
		return err
	}

	say("creating %d Widgets", n)
	if err := shardctl.Parallel(n, func(i int) error {
		_, err := client.Create(ctx, &widget.Widget{ObjectMeta: metav1.ObjectMeta{Namespace: ns, Name: fmt.Sprintf("w-%04d", i)}, Spec: widget.WidgetSpec{Size: 1}})
		return err
	}); err != nil {
		return err
	}
	if err := waitActed(j, n, 1); err != nil {
		return err
	}
	spread(j, 1, reps)

	say("killing replica-1 (no release, its Lease stays until it expires)")
	killed := time.Now()
	reps[1].Crash()
	say("changing every Widget while replica-1's ranges have no owner")
	if err := shardctl.BumpAll(ctx, client, ns, 2); err != nil {
		return err
	}
	survivors := []*shardctl.Replica{reps[0], reps[2]}
	if err := settle(survivors, ranges); err != nil {
		return err
	}
	say("replica-1's ranges moved %s after it died (Lease %s)", time.Since(killed).Round(time.Millisecond), lease)
	table(survivors, ranges)
	if err := leases(ctx, env.Config, ns); err != nil {
		return err
	}
	if err := waitActed(j, n, 2); err != nil {
		return err
	}
	spread(j, 2, reps)
	return check(j, n, 2)
}

// settle waits until reps run exactly their rendezvous assignment.
func settle(reps []*shardctl.Replica, ranges int) error {
	ids := make([]string, len(reps))
	for i, r := range reps {
		ids[i] = r.ID
	}
	deadline := time.Now().Add(2 * time.Minute)
	for time.Now().Before(deadline) {
		ok := true
		for _, r := range reps {
			if fmt.Sprint(r.Member.Owned()) != fmt.Sprint(shard.Assign(r.ID, ids, ranges)) {
				ok = false
			}
		}
		if ok {
			return nil
		}
		time.Sleep(100 * time.Millisecond)
	}
	return fmt.Errorf("the replicas did not settle within two minutes")
}

// leases prints the members' Leases as the API server returns them.
func leases(ctx context.Context, cfg *rest.Config, ns string) error {
	cs, err := kubernetes.NewForConfig(cfg)
	if err != nil {
		return err
	}
	list, err := cs.CoordinationV1().Leases(ns).List(ctx, metav1.ListOptions{LabelSelector: shard.GroupLabel})
	if err != nil {
		return err
	}
	say("coordination.k8s.io/v1 Leases in namespace %s:", ns)
	for _, l := range list.Items {
		holder := ""
		if l.Spec.HolderIdentity != nil {
			holder = *l.Spec.HolderIdentity
		}
		renewed := ""
		if l.Spec.RenewTime != nil {
			renewed = l.Spec.RenewTime.Format("15:04:05.000")
		}
		say("  %-28s holder %-10s renewed %s claims %s", l.Name, holder, renewed, l.Annotations[shard.ClaimsAnnotation])
	}
	return nil
}

func table(reps []*shardctl.Replica, ranges int) {
	for _, r := range reps {
		owned := r.Member.Owned()
		s := make([]string, len(owned))
		for i, idx := range owned {
			s[i] = fmt.Sprint(idx)
		}
		say("  %s owns %2d of %d ranges: %s", r.ID, len(owned), ranges, strings.Join(s, " "))
	}
}

func spread(j *shardctl.Journal, size int64, reps []*shardctl.Replica) {
	by := map[string]int{}
	for _, r := range j.Records() {
		if r.Acted && r.Size == size {
			by[r.Replica]++
		}
	}
	ids := make([]string, 0, len(by))
	for id := range by {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		cached := "-"
		for _, r := range reps {
			if r.ID == id {
				cached = fmt.Sprint(r.Cached())
			}
		}
		say("  size %d: %s reconciled %d Widgets (caches %s now)", size, id, by[id], cached)
	}
}

func waitActed(j *shardctl.Journal, n int, size int64) error {
	deadline := time.Now().Add(2 * time.Minute)
	for time.Now().Before(deadline) {
		keys := map[string]bool{}
		for _, r := range j.Records() {
			if r.Acted && r.Size == size {
				keys[r.Key] = true
			}
		}
		if len(keys) == n {
			say("all %d Widgets reconciled at size %d", n, size)
			return nil
		}
		time.Sleep(200 * time.Millisecond)
	}
	return fmt.Errorf("not every Widget was reconciled at size %d within two minutes", size)
}

// check fails if an object was handled twice at one size or by two
// replicas at overlapping times.
func check(j *shardctl.Journal, n int, sizes int64) error {
	handled := map[string]int{}
	byKey := map[string][]shardctl.Record{}
	for _, r := range j.Records() {
		if r.Acted {
			handled[fmt.Sprintf("%s@%d", r.Key, r.Size)]++
		}
		byKey[r.Key] = append(byKey[r.Key], r)
	}
	for k, c := range handled {
		if c != 1 {
			return fmt.Errorf("%s handled %d times", k, c)
		}
	}
	if len(handled) != n*int(sizes) {
		return fmt.Errorf("%d (object, size) pairs handled, want %d", len(handled), n*int(sizes))
	}
	for key, rs := range byKey {
		sort.Slice(rs, func(a, b int) bool { return rs[a].Start.Before(rs[b].Start) })
		for i := 1; i < len(rs); i++ {
			if rs[i].Replica != rs[i-1].Replica && rs[i].Start.Before(rs[i-1].End) {
				return fmt.Errorf("%s reconciled by %s and %s at once", key, rs[i-1].Replica, rs[i].Replica)
			}
		}
	}
	say("checked: every Widget handled exactly once per change, never by two replicas at once")
	return nil
}
