package sharding

import (
	"context"
	"fmt"
	"testing"
	"time"

	coordinationv1 "k8s.io/api/coordination/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	coordinationv1client "k8s.io/client-go/kubernetes/typed/coordination/v1"
	"k8s.io/client-go/rest"

	rt "github.com/kubegen/kubegen/runtime"
	"github.com/kubegen/kubegen/shard"
)

// TestMemberOnRealLeaseAPI checks the Lease a member writes as the real
// coordination.k8s.io/v1 API stores it, read back over protobuf (which the
// built-in API speaks), and that the API validates what a custom resource
// of the same schema would accept: a Lease whose duration is not positive
// is refused (shard.NewMember refuses such a configuration up front).
func TestMemberOnRealLeaseAPI(t *testing.T) {
	const ns = "probe"
	env := startEnv(t, false, ns)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	pb := rest.CopyConfig(env.Config)
	pb.ContentType = "application/vnd.kubernetes.protobuf"
	cs, err := coordinationv1client.NewForConfig(pb)
	if err != nil {
		t.Fatal(err)
	}
	leases := cs.Leases(ns)
	m, err := shard.NewMember(shard.Config{
		Leases: leases, Group: "probe", Identity: "m0", Ranges: 4,
		LeaseDuration: 2500 * time.Millisecond, RenewInterval: 500 * time.Millisecond, Handler: &recorder{running: map[int]bool{}},
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Step(ctx); err != nil {
		t.Fatal(err)
	}
	list, err := leases.List(ctx, metav1.ListOptions{LabelSelector: shard.GroupLabel + "=probe"})
	if err != nil {
		t.Fatal(err)
	}
	if len(list.Items) != 1 {
		t.Fatalf("the group's label selects %d Leases, want the member's one", len(list.Items))
	}
	l := list.Items[0]
	if l.Name != m.LeaseName() || l.Spec.HolderIdentity == nil || *l.Spec.HolderIdentity != "m0" ||
		l.Spec.LeaseDurationSeconds == nil || *l.Spec.LeaseDurationSeconds != 3 ||
		l.Spec.RenewTime == nil || l.Spec.AcquireTime == nil || l.Annotations[shard.ClaimsAnnotation] != "0,1,2,3" {
		t.Errorf("the member's Lease as stored: %s %+v annotations %v", l.Name, l.Spec, l.Annotations)
	}
	m.Shutdown()
	if _, err := leases.Get(ctx, m.LeaseName(), metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("after Shutdown the Lease is still there (err %v)", err)
	}

	for _, secs := range []int32{0, -5} {
		holder := "x"
		_, err := leases.Create(ctx, &coordinationv1.Lease{
			ObjectMeta: metav1.ObjectMeta{Name: fmt.Sprintf("bad-%d", -secs)},
			Spec:       coordinationv1.LeaseSpec{HolderIdentity: &holder, LeaseDurationSeconds: &secs},
		}, metav1.CreateOptions{})
		if !apierrors.IsInvalid(err) {
			t.Errorf("a Lease of %ds: err %v, want Invalid", secs, err)
		}
	}
}

// TestServerShardsCustomResourceLists checks what the tests rely on: with
// the gate on, the test server filters LISTs of custom resources by shard
// selector, and (apiserver v0.37.2) does not echo ListMeta.ShardInfo for
// them, which is why runtime.ShardedListWatch checks every item itself.
func TestServerShardsCustomResourceLists(t *testing.T) {
	const ns = "probe-shards"
	env := startEnv(t, true, ns)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	client := newClient(t, env)
	const n = 40
	createWidgets(ctx, t, client, ns, n)
	sel, err := rt.NewShardSelector(rt.ShardByUID, rt.EvenShardRanges(2)[0])
	if err != nil {
		t.Fatal(err)
	}
	list, err := client.List(ctx, ns, metav1.ListOptions{ShardSelector: sel.String()})
	if err != nil {
		t.Fatal(err)
	}
	if len(list.Items) == 0 || len(list.Items) == n {
		t.Errorf("half the hash space listed %d of %d objects; the server did not filter", len(list.Items), n)
	}
	for i := range list.Items {
		if !sel.Matches(&list.Items[i]) {
			t.Errorf("%s is outside the selector", list.Items[i].Name)
		}
	}
	if list.ShardInfo != nil {
		t.Errorf("the server now echoes shardInfo (%+v) for custom resources; update docs/sharding.md and ShardedListWatch's comment", list.ShardInfo)
	}
	if _, err := client.List(ctx, ns, metav1.ListOptions{ShardSelector: "shardRange(object.metadata.uid, '0x0', '0x1')"}); err == nil {
		t.Error("the server accepted a selector with short bounds")
	}
}
