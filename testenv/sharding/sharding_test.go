// Package sharding runs a sharded controller (package shard, runtime's
// ShardedListWatch) as several replicas against the real test API server,
// with the ShardedListAndWatch gate on and off, and checks from a journal
// of every reconcile that no object is lost or handled by two replicas.
package sharding

import (
	"context"
	"fmt"
	"os"
	"sort"
	"strconv"
	"testing"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	rt "github.com/kubegen/kubegen/runtime"
	"github.com/kubegen/kubegen/shard"
	"github.com/kubegen/kubegen/testenv"
	"github.com/kubegen/kubegen/testenv/internal/shardctl"
	"github.com/kubegen/kubegen/testenv/widget"
)

// objects is how many widgets the tests share out; KUBEGEN_SHARD_OBJECTS
// overrides it for a quick run.
func objects(t *testing.T, def int) int {
	if s := os.Getenv("KUBEGEN_SHARD_OBJECTS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("KUBEGEN_SHARD_OBJECTS=%q is not a positive number", s)
		}
		return n
	}
	return def
}

func TestShardedReplicasGateOn(t *testing.T) { runReplicas(t, true, objects(t, 3000), 64) }

// TestShardedReplicasGateOff is the same run through client-side filtering.
// Every range's watch then receives and decodes every event, so the cost
// grows with ranges times objects: fewer of both keep it within minutes on
// two shared cores.
func TestShardedReplicasGateOff(t *testing.T) { runReplicas(t, false, objects(t, 1000), 24) }

// startEnv starts the kube-apiserver, installs the Widget CRD and creates
// namespaces; the members meet through its built-in Lease API.
func startEnv(t *testing.T, gate bool, namespaces ...string) *testenv.Env {
	opts := testenv.Options{}
	if gate {
		opts.ExtraAPIServerArgs = []string{testenv.ShardedListAndWatchGate}
	}
	env := testenv.StartForTestWith(t, opts)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if err := env.InstallCRDs(ctx, widget.CRD()); err != nil {
		t.Fatal(err)
	}
	for _, ns := range namespaces {
		if err := testenv.EnsureNamespace(ctx, env.Config, ns); err != nil {
			t.Fatal(err)
		}
	}
	return env
}

func runReplicas(t *testing.T, gate bool, n, numRanges int) {
	ns := "shards"
	env := startEnv(t, gate, ns)
	j := &shardctl.Journal{}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	client := newClient(t, env)

	reps := []*shardctl.Replica{}
	for i := range 3 {
		reps = append(reps, startReplica(t, env, fmt.Sprintf("replica-%d", i), ns, j, numRanges))
	}
	waitOwned(t, reps, numRanges, "three replicas start")

	// Phase 1: create; every object is handled once, by its range's owner.
	start := time.Now()
	createWidgets(ctx, t, client, ns, n)
	waitActed(t, j, n, 1, diagnose(ctx, t, client, ns, &reps, numRanges))
	t.Logf("created and reconciled %d objects in %s", n, time.Since(start).Round(time.Millisecond))
	uids := listUIDs(ctx, t, client, ns)
	cached := 0
	for _, r := range reps {
		c := r.Cached()
		cached += c
		st := r.Stats()
		t.Logf("%s owns %d ranges, caches %d objects; watch events received %d, dropped on the client %d", r.ID, len(r.Member.Owned()), c, st.Events, st.EventsDropped)
		if c < n/6 || c > n/2 {
			t.Errorf("%s caches %d of %d objects, not about a third", r.ID, c, n)
		}
		if gate && st.EventsDropped != 0 {
			t.Errorf("gate on: %s dropped %d events on the client; the server should have filtered them", r.ID, st.EventsDropped)
		}
		if !gate && st.EventsDropped < int64(n/3) {
			t.Errorf("gate off: %s dropped only %d events; the server sends everything, so about two thirds should be dropped", r.ID, st.EventsDropped)
		}
	}
	if cached != n {
		t.Errorf("the replicas cache %d objects together, want %d", cached, n)
	}
	checkOwners(t, j, reps, uids, numRanges, 1)

	// Phase 2: one update each; again exactly one reconcile that acts.
	bumpAll(ctx, t, client, ns, 2)
	waitActed(t, j, n, 2, diagnose(ctx, t, client, ns, &reps, numRanges))
	checkOwners(t, j, reps, uids, numRanges, 2)

	// Phase 3: replica-1 crashes; its ranges move when its Lease expires.
	// The objects change while its ranges have no owner: nothing is lost.
	lost := reps[1].Member.Owned()
	crashed := time.Now()
	reps[1].Crash()
	// The updates run while the ranges move, so that the move is timed
	// on its own.
	bumped := make(chan error, 1)
	go func() { bumped <- shardctl.BumpAll(ctx, client, ns, 3) }()
	survivors := []*shardctl.Replica{reps[0], reps[2]}
	moved := waitOwned(t, survivors, numRanges, "the crashed replica's ranges move")
	if err := <-bumped; err != nil {
		t.Fatal(err)
	}
	// How soon they move is TestMembersWithFakeClock's to check, on a fake
	// clock: on the wall clock of two shared cores a bound here would fail
	// whenever the machine is busy. waitOwned's minute only ends a hang.
	t.Logf("replica-1's %d ranges moved %s after the crash (Lease duration %s)", len(lost), moved.Sub(crashed).Round(time.Millisecond), leaseDuration)
	waitActed(t, j, n, 3, diagnose(ctx, t, client, ns, &reps, numRanges))

	// Phase 4: a fourth replica joins; only about a quarter of the keys move.
	before := owners(survivors)
	reps = append(survivors, startReplica(t, env, "replica-3", ns, j, numRanges))
	waitOwned(t, reps, numRanges, "a fourth replica joins")
	after := owners(reps)
	movedKeys := 0
	for _, uid := range uids {
		r := rangeOf(uid, numRanges)
		if before[r] != after[r] {
			movedKeys++
			if after[r] != "replica-3" {
				t.Errorf("range %d moved from %s to %s, not to the new replica", r, before[r], after[r])
			}
		}
	}
	t.Logf("the fourth replica took %d of %d keys", movedKeys, n)
	if movedKeys < n/8 || movedKeys > n*3/8 {
		t.Errorf("the fourth replica took %d of %d keys, not about a quarter", movedKeys, n)
	}
	bumpAll(ctx, t, client, ns, 4)
	waitActed(t, j, n, 4, diagnose(ctx, t, client, ns, &reps, numRanges))
	checkOwners(t, j, reps, uids, numRanges, 4)

	checkJournal(t, j, n, 4)
}

// waitOwned waits until every replica runs exactly the ranges rendezvous
// hashing gives it among reps, and no range is run twice; it returns when
// that was first seen.
func waitOwned(t *testing.T, reps []*shardctl.Replica, numRanges int, what string) time.Time {
	t.Helper()
	ids := make([]string, len(reps))
	for i, r := range reps {
		ids[i] = r.ID
	}
	deadline := time.Now().Add(time.Minute)
	for {
		seen := map[int]string{}
		converged := true
		for _, r := range reps {
			owned := r.Member.Owned()
			for _, idx := range owned {
				if o, ok := seen[idx]; ok {
					t.Fatalf("%s: range %d run by %s and %s", what, idx, o, r.ID)
				}
				seen[idx] = r.ID
			}
			if fmt.Sprint(owned) != fmt.Sprint(shard.Assign(r.ID, ids, numRanges)) {
				converged = false
			}
		}
		if converged {
			return time.Now()
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: after a minute the replicas run %d of %d ranges, not yet as assigned", what, len(seen), numRanges)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// owners maps each range to the replica that runs it.
func owners(reps []*shardctl.Replica) map[int]string {
	out := map[int]string{}
	for _, r := range reps {
		for _, idx := range r.Member.Owned() {
			out[idx] = r.ID
		}
	}
	return out
}

func rangeOf(uid string, numRanges int) int {
	h := rt.ShardHash(uid)
	for i, r := range rt.EvenShardRanges(numRanges) {
		if r.Contains(h) {
			return i
		}
	}
	panic("hash outside every range")
}

// waitActed waits until n distinct objects were acted on at size.
func waitActed(t *testing.T, j *shardctl.Journal, n int, size int64, diag func(acted map[string]bool)) {
	t.Helper()
	deadline := time.Now().Add(90 * time.Second)
	for {
		keys := map[string]bool{}
		for _, r := range j.Records() {
			if r.Acted && r.Size == size {
				keys[r.Key] = true
			}
		}
		if len(keys) == n {
			return
		}
		if time.Now().After(deadline) {
			errs := j.Errors()
			if diag != nil {
				diag(keys)
			}
			t.Fatalf("after 90s %d of %d objects were reconciled at size %d; reconcile errors: %v", len(keys), n, size, errs)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// checkOwners checks that every object was acted on at size exactly once,
// by the replica that runs its range now.
func checkOwners(t *testing.T, j *shardctl.Journal, reps []*shardctl.Replica, uids map[string]string, numRanges int, size int64) {
	t.Helper()
	own := owners(reps)
	count := map[string]int{}
	for _, r := range j.Records() {
		if !r.Acted || r.Size != size {
			continue
		}
		count[r.Key]++
		if want := own[rangeOf(uids[r.Key], numRanges)]; r.Replica != want {
			t.Errorf("size %d: %s was handled by %s, but its range belongs to %s", size, r.Key, r.Replica, want)
		}
	}
	for key, c := range count {
		if c != 1 {
			t.Errorf("size %d: %s was handled %d times", size, key, c)
		}
	}
}

// checkJournal checks the whole history: each object handled exactly once
// per size from 1 to sizes, and never looked at by two replicas at
// overlapping times.
func checkJournal(t *testing.T, j *shardctl.Journal, n int, sizes int64) {
	t.Helper()
	recs := j.Records()
	handled := map[string]int{}
	byKey := map[string][]shardctl.Record{}
	for _, r := range recs {
		if r.Acted {
			handled[fmt.Sprintf("%s@%d", r.Key, r.Size)]++
		}
		byKey[r.Key] = append(byKey[r.Key], r)
	}
	if len(handled) != n*int(sizes) {
		t.Errorf("%d (object, size) pairs handled, want %d", len(handled), n*int(sizes))
	}
	twice := 0
	for k, c := range handled {
		if c != 1 {
			twice++
			if twice < 5 {
				t.Errorf("%s handled %d times", k, c)
			}
		}
	}
	overlaps := 0
	for key, rs := range byKey {
		sort.Slice(rs, func(a, b int) bool { return rs[a].Start.Before(rs[b].Start) })
		for i := 1; i < len(rs); i++ {
			if rs[i].Replica != rs[i-1].Replica && rs[i].Start.Before(rs[i-1].End) {
				overlaps++
				if overlaps < 5 {
					t.Errorf("%s: %s reconciled it from %s while %s did until %s", key, rs[i].Replica, rs[i].Start.Format(time.StampMicro), rs[i-1].Replica, rs[i-1].End.Format(time.StampMicro))
				}
			}
		}
	}
	t.Logf("journal: %d reconciles, %d acted, %d objects; %d handled twice, %d overlaps", len(recs), len(handled), len(byKey), twice, overlaps)
}

func newClient(t *testing.T, env *testenv.Env) *widget.Client {
	t.Helper()
	rc, err := widget.NewRESTClient(env.Config)
	if err != nil {
		t.Fatal(err)
	}
	return widget.NewClient(rc)
}

// createWidgets creates w-0000 … in ns with size 1, sixteen at a time.
func createWidgets(ctx context.Context, t *testing.T, c *widget.Client, ns string, n int) {
	t.Helper()
	parallel(t, n, func(i int) error {
		_, err := c.Create(ctx, &widget.Widget{
			ObjectMeta: metav1.ObjectMeta{Namespace: ns, Name: fmt.Sprintf("w-%04d", i)},
			Spec:       widget.WidgetSpec{Size: 1, Color: "blue"},
		})
		return err
	})
}

// bumpAll sets every widget's size, sixteen at a time.
func bumpAll(ctx context.Context, t *testing.T, c *widget.Client, ns string, size int64) {
	t.Helper()
	if err := shardctl.BumpAll(ctx, c, ns, size); err != nil {
		t.Fatal(err)
	}
}

func parallel(t *testing.T, n int, f func(int) error) {
	t.Helper()
	if err := shardctl.Parallel(n, f); err != nil {
		t.Fatal(err)
	}
}

// parallelErr runs f for 0..n-1, sixteen at a time, and returns the first
// error.

// listUIDs maps ns/name to uid.
func listUIDs(ctx context.Context, t *testing.T, c *widget.Client, ns string) map[string]string {
	t.Helper()
	list, err := c.List(ctx, ns, metav1.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, w := range list.Items {
		out[w.Namespace+"/"+w.Name] = string(w.UID)
	}
	return out
}

// diagnose tells, for each object not acted on, which range it is in, who
// runs that range, whether that replica caches it, and its server state.
func diagnose(ctx context.Context, t *testing.T, c *widget.Client, ns string, reps *[]*shardctl.Replica, numRanges int) func(map[string]bool) {
	return func(acted map[string]bool) {
		list, err := c.List(ctx, ns, metav1.ListOptions{})
		if err != nil {
			t.Logf("diagnose: %v", err)
			return
		}
		own := owners(*reps)
		shown := 0
		for _, w := range list.Items {
			key := w.Namespace + "/" + w.Name
			if acted[key] || shown > 10 {
				continue
			}
			shown++
			r := rangeOf(string(w.UID), numRanges)
			cachedBy := ""
			for _, rep := range *reps {
				if rep.Has(key) {
					cachedBy += rep.ID + " "
				}
			}
			t.Logf("not acted: %s uid %s range %d owner %q cached by [%s] spec.size %d status.observedSize %d rv %s", key, w.UID, r, own[r], cachedBy, w.Spec.Size, w.Status.ObservedSize, w.ResourceVersion)
		}
	}
}

const (
	leaseDuration = 8 * time.Second
	renewInterval = 2 * time.Second
)

// startReplica starts a replica that shuts down gracefully when the test
// ends (unless it crashed first).
func startReplica(t *testing.T, env *testenv.Env, id, ns string, j *shardctl.Journal, numRanges int) *shardctl.Replica {
	t.Helper()
	r, err := shardctl.Start(shardctl.Config{
		Rest: env.Config, Namespace: ns, Group: "widget-controller", Ranges: numRanges,
		LeaseDuration: leaseDuration, RenewInterval: renewInterval, Journal: j, Logf: t.Logf,
	}, id)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(r.Shutdown)
	return r
}
