package runtime

import (
	"context"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/rest"

	"github.com/kubegen/kubegen/runtime/decode"

	"github.com/kubegen/kubegen/runtime/internal/wire"
)

// NewRESTListWatchWithDecoder is NewRESTListWatch whose LIST items and
// WATCH event objects are decoded by dec, a generated reflection-free
// decoder of T, instead of the reflective JSON decoder. A nil dec is
// NewRESTListWatch.
func NewRESTListWatchWithDecoder[T Object](client rest.Interface, resource, namespace string, newObject func() T, tweak func(*metav1.ListOptions), dec decode.ObjectDecoder[T]) ListerWatcher[T] {
	lw := NewRESTListWatch(client, resource, namespace, newObject, tweak).(*restListWatch[T])
	lw.decoder = dec
	return lw
}

// decodedWatch opens the watch as a plain JSON stream and decodes its
// events itself (see wire.NewDecodedWatch). Like client-go's Watch, and unlike its
// Stream, the request is not rate limited: a watch is one long request.
// A failed request is an API error, as with Watch.
func (lw *restListWatch[T]) decodedWatch(ctx context.Context, opts *metav1.ListOptions) (watch.Interface, error) {
	body, err := lw.request(opts).Throttle(nil).SetHeader("Accept", "application/json").Stream(ctx)
	if err != nil {
		return nil, err
	}
	return wire.NewDecodedWatch(ctx, body, lw.newObject, lw.decoder, lw.intern, &lw.strs), nil
}
