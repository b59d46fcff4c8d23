package sharding

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	coordinationv1client "k8s.io/client-go/kubernetes/typed/coordination/v1"
	clocktesting "k8s.io/utils/clock/testing"

	"github.com/kubegen/kubegen/shard"
)

// recorder is a shard.Handler that only records what it was told.
type recorder struct {
	mu      sync.Mutex
	running map[int]bool
}

func (r *recorder) Acquire(_ context.Context, rg shard.Range) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.running[rg.Index] = true
	return nil
}

func (r *recorder) Release(rg shard.Range) {
	r.mu.Lock()
	defer r.mu.Unlock()
	delete(r.running, rg.Index)
}

// TestMembersWithFakeClock drives two members round by round on a fake
// clock against the real server: a newcomer waits until the holder
// released; a member that stops renewing keeps its ranges until its Lease
// has been unchanged for LeaseDuration on the survivor's clock, not before.
func TestMembersWithFakeClock(t *testing.T) {
	env := startEnv(t, false, "fake-clock")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cs, err := coordinationv1client.NewForConfig(env.Config)
	if err != nil {
		t.Fatal(err)
	}
	clk := clocktesting.NewFakeClock(time.Now())
	const ranges = 8
	newMember := func(id string) (*shard.Member, *recorder) {
		h := &recorder{running: map[int]bool{}}
		m, err := shard.NewMember(shard.Config{
			Leases: cs.Leases("fake-clock"), Group: "g", Identity: id, Ranges: ranges,
			LeaseDuration: 30 * time.Second, RenewInterval: 5 * time.Second, Handler: h, Clock: clk,
		})
		if err != nil {
			t.Fatal(err)
		}
		return m, h
	}
	a, ha := newMember("a")
	b, hb := newMember("b")
	step := func(m *shard.Member) {
		t.Helper()
		if err := m.Step(ctx); err != nil {
			t.Fatal(err)
		}
		// No range ever runs in both.
		ha.mu.Lock()
		hb.mu.Lock()
		for r := range ha.running {
			if hb.running[r] {
				t.Fatalf("range %d runs in a and b", r)
			}
		}
		hb.mu.Unlock()
		ha.mu.Unlock()
	}

	step(a)
	if got := len(a.Owned()); got != ranges {
		t.Fatalf("a alone owns %d of %d ranges", got, ranges)
	}
	step(b)
	if got := b.Owned(); len(got) != 0 {
		t.Fatalf("b started %v while a still held them", got)
	}
	step(a) // a sees b and releases b's share
	step(b) // b starts it
	wantB := shard.Assign("b", []string{"a", "b"}, ranges)
	if fmt.Sprint(b.Owned()) != fmt.Sprint(wantB) || len(a.Owned())+len(wantB) != ranges {
		t.Fatalf("after the handover a owns %v, b owns %v, want b %v", a.Owned(), b.Owned(), wantB)
	}

	// a crashes: it runs nothing and stops renewing. Until its Lease is
	// 30s old on b's clock, b keeps off a's ranges.
	ha.mu.Lock()
	ha.running = map[int]bool{}
	ha.mu.Unlock()
	for i := 1; i <= 5; i++ {
		clk.Step(5 * time.Second)
		step(b)
		if len(b.Owned()) != len(wantB) {
			t.Fatalf("b took a's ranges %ds after a's last renewal", 5*i)
		}
	}
	clk.Step(6 * time.Second)
	step(b)
	if got := len(b.Owned()); got != ranges {
		t.Fatalf("31s after a's last renewal b owns %d of %d ranges", got, ranges)
	}
}
