package runtime

import (
	"context"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	kruntime "k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/util/consistencydetector"
)

// checkStreamedList, when KUBE_WATCHLIST_INCONSISTENCY_DETECTOR is set (a
// CI aid, as in client-go), compares what a streaming list delivered with a
// LIST at the same resourceVersion, through client-go's own checker, which
// panics on a difference. It does nothing otherwise.
func (r *Reflector[T]) checkStreamedList(ctx context.Context, resourceVersion string, streamed []T) {
	if !consistencydetector.IsDataConsistencyDetectionForWatchListEnabled() {
		return
	}
	r.compareWithList(ctx, resourceVersion, streamed)
}

// compareWithList runs client-go's checker unconditionally.
func (r *Reflector[T]) compareWithList(ctx context.Context, resourceVersion string, streamed []T) {
	list := func(ctx context.Context, opts metav1.ListOptions) (*metav1.List, error) {
		out := &metav1.List{}
		page, err := r.lw.List(ctx, opts, func(obj T) error {
			out.Items = append(out.Items, kruntime.RawExtension{Object: obj})
			return nil
		})
		if err != nil {
			return nil, err
		}
		out.ResourceVersion = page.ResourceVersion
		out.Continue = page.Continue
		return out, nil
	}
	var transform consistencydetector.TransformFunc
	if r.transform != nil {
		transform = func(obj any) (any, error) { return r.transform(obj.(T)) }
	}
	consistencydetector.CheckDataConsistency(ctx, r.name, resourceVersion, list, transform, metav1.ListOptions{}, func() []T { return streamed })
}
