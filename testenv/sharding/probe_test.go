package sharding

import (
	"context"
	"testing"
	"time"

	coordinationv1 "k8s.io/api/coordination/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	coordinationv1client "k8s.io/client-go/kubernetes/typed/coordination/v1"

	rt "github.com/kubegen/kubegen/runtime"
	"github.com/kubegen/kubegen/testenv/internal/shardctl"
)

// TestLeaseCRDServesTypedClient checks that client-go's typed Lease client
// works unchanged against the Lease CRD: create, get, update, list by
// label, delete.
func TestLeaseCRDServesTypedClient(t *testing.T) {
	env := startEnv(t, false)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cs, err := coordinationv1client.NewForConfig(shardctl.LeaseConfig(env.Config))
	if err != nil {
		t.Fatal(err)
	}
	leases := cs.Leases("probe")
	holder, secs := "me", int32(7)
	now := metav1.NewMicroTime(time.Now())
	l, err := leases.Create(ctx, &coordinationv1.Lease{
		ObjectMeta: metav1.ObjectMeta{Name: "l1", Labels: map[string]string{"g": "x"}},
		Spec:       coordinationv1.LeaseSpec{HolderIdentity: &holder, LeaseDurationSeconds: &secs, RenewTime: &now},
	}, metav1.CreateOptions{})
	if err != nil {
		t.Fatalf("create: %v", err)
	}
	if l.Spec.RenewTime == nil || !l.Spec.RenewTime.Time.Truncate(time.Microsecond).Equal(now.Time.Truncate(time.Microsecond)) {
		t.Errorf("renewTime came back as %v, sent %v", l.Spec.RenewTime, now)
	}
	secs = 9
	l.Spec.LeaseDurationSeconds = &secs
	if l, err = leases.Update(ctx, l, metav1.UpdateOptions{}); err != nil {
		t.Fatalf("update: %v", err)
	}
	list, err := leases.List(ctx, metav1.ListOptions{LabelSelector: "g=x"})
	if err != nil {
		t.Fatalf("list: %v", err)
	}
	if len(list.Items) != 1 || *list.Items[0].Spec.LeaseDurationSeconds != 9 || *list.Items[0].Spec.HolderIdentity != "me" {
		t.Errorf("list: %+v", list.Items)
	}
	if err := leases.Delete(ctx, "l1", metav1.DeleteOptions{}); err != nil {
		t.Fatalf("delete: %v", err)
	}
}

// TestServerShardsCustomResourceLists checks what the tests rely on: with
// the gate on, the test server filters LISTs of custom resources by shard
// selector, and (apiserver v0.37.2) does not echo ListMeta.ShardInfo for
// them, which is why runtime.ShardedListWatch checks every item itself.
func TestServerShardsCustomResourceLists(t *testing.T) {
	env := startEnv(t, true)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	client := newClient(t, env)
	const ns, n = "probe-shards", 40
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
		t.Errorf("the server now echoes shardInfo (%+v) for custom resources; update the README and ShardedListWatch's comment", list.ShardInfo)
	}
	if _, err := client.List(ctx, ns, metav1.ListOptions{ShardSelector: "shardRange(object.metadata.uid, '0x0', '0x1')"}); err == nil {
		t.Error("the server accepted a selector with short bounds")
	}
}
