package runtime

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/rest"
)

// NewRESTListWatchWithDecoder is NewRESTListWatch whose LIST items are
// decoded by dec, a generated reflection-free decoder of T, instead of the
// reflective JSON decoder. A nil dec is NewRESTListWatch.
func NewRESTListWatchWithDecoder[T Object](client rest.Interface, resource, namespace string, newObject func() T, tweak func(*metav1.ListOptions), dec ObjectDecoder[T]) ListerWatcher[T] {
	lw := NewRESTListWatch(client, resource, namespace, newObject, tweak).(*restListWatch[T])
	lw.decoder = dec
	return lw
}
