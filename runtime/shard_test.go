package runtime

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/sharding"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/watch"

	"github.com/kubegen/kubegen/runtime/internal/testkit"
)

func TestShardHashIsTheServersHash(t *testing.T) {
	for _, v := range []string{"", "a", "kube-system", "6f1c1e1c-7d7e-4c44-a5d7-0e9a3f7d1b2c"} {
		want := sharding.HashField(v)
		if got := fmt.Sprintf("%016x", ShardHash(v)); got != want {
			t.Errorf("ShardHash(%q) = %s, the server computes %s", v, got, want)
		}
	}
}

func TestEvenShardRangesCoverTheSpaceOnce(t *testing.T) {
	for _, n := range []int{1, 2, 3, 7, 16} {
		rs := EvenShardRanges(n)
		if len(rs) != n {
			t.Fatalf("EvenShardRanges(%d) has %d ranges", n, len(rs))
		}
		if rs[0].Start != 0 || rs[n-1].End != 0 {
			t.Errorf("n=%d: ranges %v do not start at 0 and end at 2^64", n, rs)
		}
		if n == 2 {
			if got := fmt.Sprint(rs); got != "[[0x0000000000000000, 0x8000000000000000) [0x8000000000000000, 0x10000000000000000)]" {
				t.Errorf("two ranges print as %s, in the server's notation", got)
			}
		}
		for i := 1; i < n; i++ {
			if rs[i].Start != rs[i-1].End {
				t.Errorf("n=%d: gap or overlap between %v and %v", n, rs[i-1], rs[i])
			}
		}
		// Every hash lands in exactly one range.
		for _, h := range []uint64{0, 1, 1 << 63, ^uint64(0), ShardHash("x"), ShardHash("y")} {
			in := 0
			for _, r := range rs {
				if r.Contains(h) {
					in++
				}
			}
			if in != 1 {
				t.Errorf("n=%d: hash %x is in %d ranges", n, h, in)
			}
		}
	}
}

func TestShardSelectorMatchesLikeTheServer(t *testing.T) {
	rs := EvenShardRanges(4)
	sel, err := NewShardSelector(ShardByUID, rs[1], rs[3])
	if err != nil {
		t.Fatal(err)
	}
	want := "shardRange(object.metadata.uid, '0x4000000000000000', '0x8000000000000000') || shardRange(object.metadata.uid, '0xc000000000000000', '0x10000000000000000')"
	if sel.String() != want {
		t.Fatalf("String() = %s, want %s", sel.String(), want)
	}
	server := sharding.NewSelector(
		sharding.ShardRangeRequirement{Key: ShardByUID, Start: "0x4000000000000000", End: "0x8000000000000000"},
		sharding.ShardRangeRequirement{Key: ShardByUID, Start: "0xc000000000000000", End: "0x10000000000000000"},
	)
	matched := 0
	for i := range 2000 {
		cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{UID: types.UID(fmt.Sprintf("uid-%d", i))}}
		theirs, err := server.Matches(cm)
		if err != nil {
			t.Fatal(err)
		}
		if ours := sel.Matches(cm); ours != theirs {
			t.Fatalf("uid-%d: we say %v, the server's selector %v", i, ours, theirs)
		}
		if theirs {
			matched++
		}
	}
	if matched < 800 || matched > 1200 {
		t.Errorf("half the space matched %d of 2000", matched)
	}
}

func TestParseShardSelector(t *testing.T) {
	good := "shardRange(object.metadata.namespace, '0x0000000000000000', '0x8000000000000000') || shardRange(object.metadata.namespace,'0x8000000000000000','0x10000000000000000')"
	sel, err := ParseShardSelector(good)
	if err != nil {
		t.Fatal(err)
	}
	if sel.Key() != ShardByNamespace || len(sel.Ranges()) != 2 {
		t.Fatalf("parsed %+v", sel)
	}
	again, err := ParseShardSelector(sel.String())
	if err != nil || again.String() != sel.String() {
		t.Fatalf("round trip: %q, %v", again.String(), err)
	}
	bad := map[string]string{
		"empty":          "",
		"other function": "hashRange(object.metadata.uid, '0x0000000000000000', '0x8000000000000000')",
		"name key":       "shardRange(object.metadata.name, '0x0000000000000000', '0x8000000000000000')",
		"short hex":      "shardRange(object.metadata.uid, '0x0', '0x8000000000000000')",
		"upper case":     "shardRange(object.metadata.uid, '0x000000000000000A', '0x8000000000000000')",
		"unquoted":       "shardRange(object.metadata.uid, 0x0000000000000000, '0x8000000000000000')",
		"reversed":       "shardRange(object.metadata.uid, '0x8000000000000000', '0x0000000000000000')",
		"two args":       "shardRange(object.metadata.uid, '0x0000000000000000')",
		"mixed keys":     "shardRange(object.metadata.uid, '0x0000000000000000', '0x8000000000000000') || shardRange(object.metadata.namespace, '0x8000000000000000', '0x10000000000000000')",
		"2^64 as start":  "shardRange(object.metadata.uid, '0x10000000000000000', '0x10000000000000000')",
	}
	for name, s := range bad {
		if _, err := ParseShardSelector(s); err == nil {
			t.Errorf("%s: %q parsed without error", name, s)
		}
	}
	if _, err := NewShardSelector(ShardByUID); err == nil {
		t.Error("a selector without ranges was accepted")
	}
	if _, err := NewShardedListWatch[*corev1.ConfigMap](nil, ShardSelector{}); err == nil {
		t.Error("a zero selector was accepted")
	}
}

// shardCM is a ConfigMap whose uid puts it in (want) or out of sel.
func shardCM(t *testing.T, sel ShardSelector, name string, want bool) *corev1.ConfigMap {
	t.Helper()
	for i := 0; ; i++ {
		uid := types.UID(name + "-" + strconv.Itoa(i))
		cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Namespace: "ns", Name: name, UID: uid, ResourceVersion: "1"}}
		if sel.Matches(cm) == want {
			return cm
		}
	}
}

func TestShardedListWatchFiltersWhatTheServerSends(t *testing.T) {
	sel, err := NewShardSelector(ShardByUID, EvenShardRanges(2)[0])
	if err != nil {
		t.Fatal(err)
	}
	in1, out1 := shardCM(t, sel, "in1", true), shardCM(t, sel, "out1", false)
	var gotOpts []metav1.ListOptions
	fw := watch.NewFakeWithChanSize(8, false)
	// A server that ignores the selector: everything comes back.
	inner := NewListWatchFromFuncs[*corev1.ConfigMap](
		func(_ context.Context, o metav1.ListOptions) (*corev1.ConfigMapList, error) {
			gotOpts = append(gotOpts, o)
			return &corev1.ConfigMapList{ListMeta: metav1.ListMeta{ResourceVersion: "5"}, Items: []corev1.ConfigMap{*in1, *out1}}, nil
		},
		func(_ context.Context, o metav1.ListOptions) (watch.Interface, error) {
			gotOpts = append(gotOpts, o)
			return fw, nil
		})
	lw, err := NewShardedListWatch(inner, sel)
	if err != nil {
		t.Fatal(err)
	}
	var listed []string
	if _, err := lw.List(context.Background(), metav1.ListOptions{}, func(cm *corev1.ConfigMap) error {
		listed = append(listed, cm.Name)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if strings.Join(listed, ",") != "in1" {
		t.Errorf("listed %v, want only in1", listed)
	}
	w, err := lw.Watch(context.Background(), metav1.ListOptions{ResourceVersion: "5"})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Stop()
	for _, o := range gotOpts {
		if o.ShardSelector != sel.String() {
			t.Errorf("request options carry shard selector %q, want %q", o.ShardSelector, sel.String())
		}
	}
	in2, out2 := shardCM(t, sel, "in2", true), shardCM(t, sel, "out2", false)
	fw.Add(out2)    // dropped
	fw.Add(in2)     // passed
	fw.Modify(out1) // out of range: becomes a delete
	fw.Delete(out2) // passed as is
	fw.Modify(in1)  // passed
	fw.Action(watch.Bookmark, &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{ResourceVersion: "9"}})
	want := []string{"ADDED in2", "DELETED out1", "DELETED out2", "MODIFIED in1", "BOOKMARK "}
	for i, wnt := range want {
		select {
		case ev := <-w.ResultChan():
			got := fmt.Sprintf("%s %s", ev.Type, ev.Object.(*corev1.ConfigMap).Name)
			if got != wnt {
				t.Errorf("event %d: %s, want %s", i, got, wnt)
			}
		case <-testkit.GiveUp(t):
			t.Fatalf("event %d (%s) never came", i, wnt)
		}
	}
	st := lw.Stats()
	if !st.ServerIgnored || st.Listed != 2 || st.ListDropped != 1 || st.Events != 5 || st.EventsDropped != 2 {
		t.Errorf("stats %+v", st)
	}
}

// Wrapping a ListerWatcher in a shard keeps what the informer asks the
// inner one: whether it can stream lists, and which resource its metrics
// name.
func TestShardedListWatchPassesOnTheInnersAnswers(t *testing.T) {
	sel, err := NewShardSelector(ShardByUID, ShardRange{Start: 0, End: 1 << 63})
	if err != nil {
		t.Fatal(err)
	}
	restLW := NewRESTListWatch(startAPIServer(t, &fakeAPIServer{}), "configmaps", "ns", newConfigMap, nil)
	funcsLW := NewListWatchFromFuncs[cm](
		func(context.Context, metav1.ListOptions) (*corev1.ConfigMapList, error) {
			return &corev1.ConfigMapList{}, nil
		},
		func(context.Context, metav1.ListOptions) (watch.Interface, error) { return watch.NewFake(), nil })
	for _, tc := range []struct {
		name     string
		inner    ListerWatcher[cm]
		noStream bool
		gvr      schema.GroupVersionResource
	}{
		{"REST", restLW, false, schema.GroupVersionResource{Version: "v1", Resource: "configmaps"}},
		{"functions", funcsLW, true, schema.GroupVersionResource{}},
	} {
		lw, err := NewShardedListWatch(tc.inner, sel)
		if err != nil {
			t.Fatal(err)
		}
		if got := lw.IsWatchListSemanticsUnSupported(); got != tc.noStream {
			t.Errorf("%s: IsWatchListSemanticsUnSupported %v, want %v", tc.name, got, tc.noStream)
		}
		if got := lw.GroupVersionResource(); got != tc.gvr {
			t.Errorf("%s: GroupVersionResource %v, want %v", tc.name, got, tc.gvr)
		}
	}
}
