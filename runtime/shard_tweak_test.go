package runtime

import (
	"context"
	"strings"
	"testing"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/watch"
)

func TestShardedByTweak(t *testing.T) {
	sel, err := NewShardSelector(ShardByNamespace, EvenShardRanges(2)[1])
	if err != nil {
		t.Fatal(err)
	}
	inner := NewListWatchFromFuncs[*corev1.ConfigMap](
		func(context.Context, metav1.ListOptions) (*corev1.ConfigMapList, error) {
			return &corev1.ConfigMapList{}, nil
		},
		func(context.Context, metav1.ListOptions) (watch.Interface, error) { return watch.NewFake(), nil })

	if got := ShardedByTweak(inner, nil); got != inner {
		t.Errorf("no tweak: got %T, want the ListerWatcher itself", got)
	}
	label := func(o *metav1.ListOptions) { o.LabelSelector = "a=b" }
	if got := ShardedByTweak(inner, label); got != inner {
		t.Errorf("a tweak without a shard selector: got %T, want the ListerWatcher itself", got)
	}

	tweak := ShardTweak(label, sel.String())
	var opts metav1.ListOptions
	tweak(&opts)
	if opts.LabelSelector != "a=b" || opts.ShardSelector != sel.String() {
		t.Errorf("ShardTweak set %+v", opts)
	}
	sharded, ok := ShardedByTweak(inner, tweak).(*ShardedListWatch[*corev1.ConfigMap])
	if !ok || sharded.Selector().String() != sel.String() {
		t.Fatalf("a shard tweak: got %T, want a ShardedListWatch with %s", sharded, sel.String())
	}

	bad := ShardedByTweak(inner, func(o *metav1.ListOptions) { o.ShardSelector = "shardRange(object.metadata.name, '0x0', '0x1')" })
	if _, err := bad.List(context.Background(), metav1.ListOptions{}, func(*corev1.ConfigMap) error { return nil }); err == nil || !strings.Contains(err.Error(), "invalid shard selector") {
		t.Errorf("a bad selector listed with error %v", err)
	}
	if _, err := bad.Watch(context.Background(), metav1.ListOptions{}); err == nil {
		t.Error("a bad selector watched without error")
	}
}
