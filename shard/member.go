// Package shard spreads the objects of one controller over its replicas.
// The 64-bit hash space of the shard key is cut into a fixed number of
// ranges; each replica (a Member) announces itself with a
// coordination.k8s.io/v1 Lease, and every range belongs to the live member
// that rendezvous hashing picks (Owner). A member runs each range it owns
// through a Handler, typically one informer per range built on
// runtime.NewShardedListWatch.
//
// No range is ever run by two members at once. A member's Lease lists the
// ranges it claims (annotation ClaimsAnnotation). A member starts a range
// only after its own claim is written and a fresh LIST shows no other live
// Lease claiming it; it withdraws a claim only after Handler.Release has
// returned. Two members that claim one range at the same moment cannot both
// miss each other: etcd orders the writes and the LISTs, so at least one of
// them sees the other's claim and waits. A member that cannot renew its
// Lease releases everything (fences itself) before the others may count its
// Lease as expired; they count expiry on their own clocks from when they
// last saw the Lease change, so clock skew does not matter.
//
// The argument needs the LISTs to be consistent reads: they carry no
// resourceVersion, so the API server answers at etcd's current revision
// (from its watch cache only once that has caught up). A member's identity
// needs get, list, create, update and delete on leases in the namespace of
// Config.Leases.
package shard

import (
	"context"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	coordinationv1 "k8s.io/api/coordination/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/validation"
	coordinationv1client "k8s.io/client-go/kubernetes/typed/coordination/v1"
	"k8s.io/klog/v2"
	"k8s.io/utils/clock"

	kgruntime "github.com/kubegen/kubegen/runtime"
)

const (
	// GroupLabel on a Lease names the controller whose members share ranges.
	GroupLabel = "shard.kubegen.io/group"
	// ClaimsAnnotation on a Lease lists the range indexes its holder claims,
	// comma-separated.
	ClaimsAnnotation = "shard.kubegen.io/claims"
)

// Range is one slice of the hash space: its index among Config.Ranges and
// its hash interval.
type Range struct {
	Index int
	Hash  kgruntime.ShardRange
}

func (r Range) String() string { return fmt.Sprintf("#%d %s", r.Index, r.Hash) }

// Handler runs the ranges a member owns. This is the signal a controller
// gets when its share changes: Acquire before any object of the range may
// be handled, Release when the range must stop. Both are called from the
// member's loop, one at a time, never under a lock of the member.
type Handler interface {
	// Acquire starts work on r: start its informer, its workers. ctx ends
	// when the member stops. An error leaves r unclaimed for a retry on the
	// next round. It runs in the loop that renews the Lease, so it must
	// return quickly: start goroutines, do not wait for the cache to sync.
	Acquire(ctx context.Context, r Range) error
	// Release stops all work on r and returns only when none of its objects
	// is queued, being reconciled, or cached any more. Only then does the
	// member withdraw its claim and another member may acquire r. It too
	// runs in the renewing loop: keep reconciles short (well under the
	// RenewInterval), or a member may fail to renew while releasing.
	Release(r Range)
}

// Config configures a Member.
type Config struct {
	// Leases is the Lease client of the namespace the members meet in.
	Leases coordinationv1client.LeaseInterface
	// Group names the controller; its members' Leases carry GroupLabel.
	Group string
	// Identity is this member's unique name (the pod name, say).
	Identity string
	// Ranges is how many ranges the hash space is cut into. Every member
	// of a group must use the same number. Default 16.
	Ranges int
	// LeaseDuration is how long a member's Lease stays live without a
	// renewal. Every member of a group must use the same. Default 15s.
	LeaseDuration time.Duration
	// RenewInterval is how often the member renews its Lease and looks at
	// the others. Default LeaseDuration/5.
	RenewInterval time.Duration
	// Handler runs the member's ranges.
	Handler Handler
	// Clock is injected by tests; default the real clock.
	Clock clock.WithTicker
}

// Member is one replica of a sharded controller. Create it with NewMember
// and call Run.
//
// Its state is touched only by the goroutine running Run (or Step, in
// tests), except owned, which mu guards for Owned. mu is never held while
// calling the Handler or the API server.
type Member struct {
	cfg   Config
	clock clock.WithTicker

	held      map[int]bool // claimed in our Lease (running or about to start)
	running   map[int]bool // acquired through the Handler
	lastRenew time.Time    // when the last successful renewal was sent
	renewedOK bool
	lease     *coordinationv1.Lease  // as last written, or nil
	seen      map[string]observation // other Leases by name

	mu    sync.Mutex
	owned []int
}

type observation struct {
	resourceVersion string
	at              time.Time
}

// NewMember checks cfg and fills its defaults.
func NewMember(cfg Config) (*Member, error) {
	if cfg.Leases == nil || cfg.Handler == nil {
		return nil, fmt.Errorf("shard: Config needs Leases and Handler")
	}
	if cfg.Group == "" || cfg.Identity == "" {
		return nil, fmt.Errorf("shard: Config needs Group and Identity")
	}
	if strings.ContainsAny(cfg.Identity, "/,") {
		return nil, fmt.Errorf("shard: identity %q must not contain '/' or ','", cfg.Identity)
	}
	// The Lease API refuses these on every write; say so once, here,
	// instead of failing every round.
	if errs := validation.IsValidLabelValue(cfg.Group); len(errs) > 0 {
		return nil, fmt.Errorf("shard: group %q is the value of label %s: %s", cfg.Group, GroupLabel, strings.Join(errs, "; "))
	}
	if errs := validation.IsDNS1123Subdomain(cfg.Group + "-" + cfg.Identity); len(errs) > 0 {
		return nil, fmt.Errorf("shard: the Lease name %q (group-identity) is not a valid object name: %s", cfg.Group+"-"+cfg.Identity, strings.Join(errs, "; "))
	}
	if cfg.Ranges == 0 {
		cfg.Ranges = 16
	}
	if cfg.Ranges < 1 {
		return nil, fmt.Errorf("shard: Ranges must be at least 1, not %d", cfg.Ranges)
	}
	if cfg.LeaseDuration == 0 {
		cfg.LeaseDuration = 15 * time.Second
	}
	// The Lease carries it as leaseDurationSeconds, an int32 that the API
	// requires to be positive (a sub-second duration is rounded up).
	if cfg.LeaseDuration < 0 || cfg.LeaseDuration > math.MaxInt32*time.Second {
		return nil, fmt.Errorf("shard: LeaseDuration %s must be positive and at most %d seconds", cfg.LeaseDuration, math.MaxInt32)
	}
	if cfg.RenewInterval == 0 {
		cfg.RenewInterval = cfg.LeaseDuration / 5
	}
	if cfg.RenewInterval*3 > cfg.LeaseDuration {
		return nil, fmt.Errorf("shard: RenewInterval %s must be at most a third of LeaseDuration %s, so a member fences itself before its Lease expires", cfg.RenewInterval, cfg.LeaseDuration)
	}
	if cfg.Clock == nil {
		cfg.Clock = clock.RealClock{}
	}
	return &Member{cfg: cfg, clock: cfg.Clock, held: map[int]bool{}, running: map[int]bool{}, seen: map[string]observation{}}, nil
}

// LeaseName is the name of this member's Lease.
func (m *Member) LeaseName() string { return m.cfg.Group + "-" + m.cfg.Identity }

// Owned returns the indexes of the ranges the member runs now.
func (m *Member) Owned() []int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]int(nil), m.owned...)
}

// RangeOf returns Range r of the member's configuration.
func (m *Member) RangeOf(r int) Range {
	return Range{Index: r, Hash: kgruntime.EvenShardRanges(m.cfg.Ranges)[r]}
}

// Run renews the Lease and rebalances every RenewInterval until ctx ends;
// then it releases every range and deletes its Lease, so that the others
// take over at once instead of after the Lease expires.
func (m *Member) Run(ctx context.Context) {
	logger := klog.FromContext(ctx).WithValues("member", m.cfg.Identity)
	t := m.clock.NewTicker(m.cfg.RenewInterval)
	defer t.Stop()
	for {
		if err := m.Step(ctx); err != nil && ctx.Err() == nil {
			logger.Error(err, "Shard membership round failed")
		}
		select {
		case <-ctx.Done():
			m.Shutdown()
			return
		case <-t.C():
		}
	}
}

// Shutdown releases every range and deletes the member's Lease. Run calls
// it when its context ends.
func (m *Member) Shutdown() {
	m.releaseAll(klog.Background().WithValues("member", m.cfg.Identity))
	m.lease = nil
	ctx, cancel := context.WithTimeout(context.Background(), m.cfg.RenewInterval)
	defer cancel()
	if err := m.cfg.Leases.Delete(ctx, m.LeaseName(), metav1.DeleteOptions{}); err != nil && !apierrors.IsNotFound(err) {
		klog.Background().Error(err, "Deleting the shard Lease failed; the others take over when it expires", "member", m.cfg.Identity)
	}
}

// Step is one round: renew, look at the other members, release what is no
// longer ours, claim and start what is. Run calls it; tests with a fake
// clock call it directly.
func (m *Member) Step(ctx context.Context) error {
	logger := klog.FromContext(ctx).WithValues("member", m.cfg.Identity)
	now := m.clock.Now()
	if err := m.renew(ctx, now); err != nil {
		// Fence: stop everything before the others may see the Lease as
		// expired (LeaseDuration after they last saw it change, which is
		// after lastRenew). The next tick is at most RenewInterval away.
		if !m.renewedOK || now.Sub(m.lastRenew) >= m.cfg.LeaseDuration-2*m.cfg.RenewInterval {
			if len(m.running) > 0 {
				logger.Info("Cannot renew the shard Lease; releasing every range before it expires", "err", err.Error())
			}
			m.releaseAll(logger)
		}
		return err
	}
	others, err := m.liveOthers(ctx)
	if err != nil {
		return err
	}
	members := []string{m.cfg.Identity}
	for id := range others {
		members = append(members, id)
	}
	desired := map[int]bool{}
	for _, r := range Assign(m.cfg.Identity, members, m.cfg.Ranges) {
		desired[r] = true
	}
	changed := false
	for _, r := range sortedKeys(m.held) {
		if desired[r] {
			continue
		}
		if m.running[r] {
			m.release(logger, r)
		}
		delete(m.held, r)
		changed = true
	}
	for r := range desired {
		if !m.held[r] {
			m.held[r] = true
			changed = true
		}
	}
	if changed {
		if err := m.renew(ctx, m.clock.Now()); err != nil {
			return err
		}
		// Our claims are written; only a LIST after that write may clear
		// a range for starting.
		if others, err = m.liveOthers(ctx); err != nil {
			return err
		}
	}
	claimedElsewhere := map[int]string{}
	for id, claims := range others {
		for _, r := range claims {
			claimedElsewhere[r] = id
		}
	}
	for _, r := range sortedKeys(m.held) {
		if m.running[r] {
			continue
		}
		if m.clock.Since(m.lastRenew) > m.cfg.RenewInterval {
			// Acquire must be quick, but a slow one must not keep the
			// Lease from being renewed; the rest waits for the next round.
			break
		}
		if holder, ok := claimedElsewhere[r]; ok {
			logger.V(2).Info("Waiting for another member to release a range", "range", m.RangeOf(r).String(), "holder", holder)
			continue
		}
		if err := m.cfg.Handler.Acquire(ctx, m.RangeOf(r)); err != nil {
			logger.Error(err, "Acquiring a range failed; retrying next round", "range", m.RangeOf(r).String())
			continue
		}
		m.running[r] = true
		logger.Info("Acquired range", "range", m.RangeOf(r).String(), "members", len(members))
	}
	m.publish()
	return nil
}

func (m *Member) release(logger klog.Logger, r int) {
	m.cfg.Handler.Release(m.RangeOf(r))
	delete(m.running, r)
	logger.Info("Released range", "range", m.RangeOf(r).String())
	m.publish()
}

func (m *Member) releaseAll(logger klog.Logger) {
	for _, r := range sortedKeys(m.running) {
		m.release(logger, r)
	}
	m.held = map[int]bool{}
	m.publish()
}

func (m *Member) publish() {
	owned := sortedKeys(m.running)
	m.mu.Lock()
	m.owned = owned
	m.mu.Unlock()
}

// renew writes the member's Lease with the current claims. now is taken
// before the request, so lastRenew never postdates the write.
func (m *Member) renew(ctx context.Context, now time.Time) error {
	ctx, cancel := context.WithTimeout(ctx, m.cfg.RenewInterval)
	defer cancel()
	claims := make([]string, 0, len(m.held))
	for _, r := range sortedKeys(m.held) {
		claims = append(claims, strconv.Itoa(r))
	}
	seconds := m.leaseSeconds()
	renewTime := metav1.NewMicroTime(now)
	// The Lease we wrote last is reused, so a renewal is one request; it
	// is fetched again only after a failure.
	lease := m.lease
	if lease == nil {
		got, err := m.cfg.Leases.Get(ctx, m.LeaseName(), metav1.GetOptions{})
		switch {
		case apierrors.IsNotFound(err):
			got = &coordinationv1.Lease{ObjectMeta: metav1.ObjectMeta{Name: m.LeaseName()}}
			got.Spec.AcquireTime = &renewTime
		case err != nil:
			return fmt.Errorf("get Lease %s: %w", m.LeaseName(), err)
		}
		lease = got
	}
	lease = lease.DeepCopy()
	if lease.Labels == nil {
		lease.Labels = map[string]string{}
	}
	lease.Labels[GroupLabel] = m.cfg.Group
	if lease.Annotations == nil {
		lease.Annotations = map[string]string{}
	}
	lease.Annotations[ClaimsAnnotation] = strings.Join(claims, ",")
	id := m.cfg.Identity
	lease.Spec.HolderIdentity = &id
	lease.Spec.LeaseDurationSeconds = &seconds
	lease.Spec.RenewTime = &renewTime
	var err error
	if lease.ResourceVersion == "" {
		lease, err = m.cfg.Leases.Create(ctx, lease, metav1.CreateOptions{})
	} else {
		lease, err = m.cfg.Leases.Update(ctx, lease, metav1.UpdateOptions{})
	}
	if err != nil {
		m.lease = nil
		return fmt.Errorf("write Lease %s: %w", m.LeaseName(), err)
	}
	m.lease = lease
	m.lastRenew, m.renewedOK = now, true
	return nil
}

// leaseSeconds is LeaseDuration in whole seconds, rounded up: the Lease API
// refuses a leaseDurationSeconds that is not positive.
func (m *Member) leaseSeconds() int32 {
	return int32((m.cfg.LeaseDuration + time.Second - 1) / time.Second)
}

// liveOthers lists the group's other Leases and returns the claims of the
// live ones by identity. A Lease is live until LeaseDuration has passed on
// our clock since we last saw its resourceVersion change.
func (m *Member) liveOthers(ctx context.Context) (map[string][]int, error) {
	ctx, cancel := context.WithTimeout(ctx, m.cfg.RenewInterval)
	defer cancel()
	list, err := m.cfg.Leases.List(ctx, metav1.ListOptions{LabelSelector: GroupLabel + "=" + m.cfg.Group})
	if err != nil {
		return nil, fmt.Errorf("list Leases of group %s: %w", m.cfg.Group, err)
	}
	now := m.clock.Now()
	out := map[string][]int{}
	present := map[string]bool{}
	for i := range list.Items {
		l := &list.Items[i]
		if l.Name == m.LeaseName() || l.Spec.HolderIdentity == nil {
			continue
		}
		present[l.Name] = true
		obs, ok := m.seen[l.Name]
		if !ok || obs.resourceVersion != l.ResourceVersion {
			obs = observation{resourceVersion: l.ResourceVersion, at: now}
			m.seen[l.Name] = obs
		}
		if now.Sub(obs.at) >= m.cfg.LeaseDuration {
			continue
		}
		out[*l.Spec.HolderIdentity] = parseClaims(l.Annotations[ClaimsAnnotation])
	}
	for name := range m.seen {
		if !present[name] {
			delete(m.seen, name)
		}
	}
	return out, nil
}

func parseClaims(s string) []int {
	var out []int
	for f := range strings.SplitSeq(s, ",") {
		if n, err := strconv.Atoi(f); err == nil {
			out = append(out, n)
		}
	}
	sort.Ints(out)
	return out
}
