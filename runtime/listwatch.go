package runtime

import (
	"context"
	"fmt"

	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	kruntime "k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/rest"

	"github.com/kubegen/kubegen/runtime/decode"

	"github.com/kubegen/kubegen/runtime/internal/strcache"
	"github.com/kubegen/kubegen/runtime/internal/wire"
)

// NewRESTListWatch lists and watches resource (a plural resource name such as
// "foos") in namespace ("" for all namespaces or a cluster-scoped resource)
// through client, a REST client for the resource's group and version. tweak,
// when not nil, adjusts the options of every list and watch (label and field
// selectors).
//
// LIST asks for JSON and decodes the response body item by item as it
// arrives, each into a fresh newObject(): the decoded list and the raw body
// are never held whole, which is what keeps an informer's initial sync of a
// large collection lean. WATCH uses client's own decoder (with a generated
// decoder, see NewRESTListWatchWithDecoder, its own reader). Both share the
// repeated strings of their objects (namespace, labels, annotations, kinds)
// through one intern table. Errors from the server are API errors
// (k8s.io/apimachinery/pkg/api/errors), so callers can tell 410 Gone and 429.
func NewRESTListWatch[T Object](client rest.Interface, resource, namespace string, newObject func() T, tweak func(*metav1.ListOptions)) ListerWatcher[T] {
	return &restListWatch[T]{
		client:    client,
		resource:  resource,
		namespace: namespace,
		newObject: newObject,
		tweak:     tweak,
		intern:    wire.NewInternTable(),
	}
}

type restListWatch[T Object] struct {
	client    rest.Interface
	resource  string
	namespace string
	newObject func() T
	tweak     func(*metav1.ListOptions)
	intern    *wire.InternTable
	// decoder, when set, decodes list items and watch events without
	// reflection (NewRESTListWatchWithDecoder); its decodes share strings
	// through strs.
	decoder decode.ObjectDecoder[T]
	strs    strcache.Slot
}

// GroupVersionResource names the resource, for informer metrics.
func (lw *restListWatch[T]) GroupVersionResource() schema.GroupVersionResource {
	return lw.client.APIVersion().WithResource(lw.resource)
}

func (lw *restListWatch[T]) request(opts *metav1.ListOptions) *rest.Request {
	if lw.tweak != nil {
		lw.tweak(opts)
	}
	return lw.client.Get().
		NamespaceIfScoped(lw.namespace, lw.namespace != "").
		Resource(lw.resource).
		VersionedParams(opts, metav1.ParameterCodec)
}

func (lw *restListWatch[T]) List(ctx context.Context, opts metav1.ListOptions, each func(T) error) (ListPage, error) {
	// Stream returns the status of a failed request as an API error, and
	// the body of a successful one unread.
	body, err := lw.request(&opts).SetHeader("Accept", "application/json").Stream(ctx)
	if err != nil {
		return ListPage{}, err
	}
	defer body.Close()
	var lm metav1.ListMeta
	if lw.decoder != nil {
		strs := lw.strs.Take()
		lm, err = wire.DecodeListWith(body, lw.newObject, lw.decoder, lw.intern, strs, each)
		lw.strs.Put(strs)
	} else {
		lm, err = wire.DecodeList(body, lw.newObject, lw.intern, each)
	}
	if err != nil {
		return listPage(&lm), fmt.Errorf("listing %s: %w", lw.resource, err)
	}
	return listPage(&lm), nil
}

func (lw *restListWatch[T]) Watch(ctx context.Context, opts metav1.ListOptions) (watch.Interface, error) {
	opts.Watch = true
	if lw.decoder != nil {
		return lw.decodedWatch(ctx, &opts)
	}
	w, err := lw.request(&opts).Watch(ctx)
	if err != nil {
		return nil, err
	}
	return newInterningWatch[T](w, lw.intern), nil
}

// newInterningWatch passes on the events of a watch, sharing the repeated
// strings of their objects through the ListerWatcher's intern table.
func newInterningWatch[T Object](inner watch.Interface, table *wire.InternTable) watch.Interface {
	return newRelayWatch(inner, func(ev *watch.Event) bool {
		if obj, isT := ev.Object.(T); isT && ev.Type != watch.Bookmark && !isZero(obj) {
			wire.InternObject(table, obj)
		}
		return true
	})
}

// NewListWatchFromFuncs adapts list and watch functions, such as those of a
// typed or fake clientset, to a ListerWatcher. Every list item is copied out
// of the returned list, so that the store never keeps the list's backing
// array alive; items that are not T are an error. Reflectors on it use LIST,
// not streaming lists, unless told otherwise (ReflectorOptions.UseWatchList).
func NewListWatchFromFuncs[T Object, L kruntime.Object](
	list func(ctx context.Context, opts metav1.ListOptions) (L, error),
	watchFunc func(ctx context.Context, opts metav1.ListOptions) (watch.Interface, error),
) ListerWatcher[T] {
	return &funcListWatch[T, L]{list: list, watch: watchFunc}
}

type funcListWatch[T Object, L kruntime.Object] struct {
	list  func(ctx context.Context, opts metav1.ListOptions) (L, error)
	watch func(ctx context.Context, opts metav1.ListOptions) (watch.Interface, error)
}

func (lw *funcListWatch[T, L]) List(ctx context.Context, opts metav1.ListOptions, each func(T) error) (ListPage, error) {
	list, err := lw.list(ctx, opts)
	if err != nil {
		return ListPage{}, err
	}
	return eachListItem(list, each)
}

// eachListItem hands each item of a decoded list to each, copied out of the
// list so that the store never keeps the list's backing array alive, and
// returns the list's page. An item that is not T is an error.
func eachListItem[T Object](list kruntime.Object, each func(T) error) (ListPage, error) {
	lm, err := meta.ListAccessor(list)
	if err != nil {
		return ListPage{}, fmt.Errorf("list result %T: %w", list, err)
	}
	i := 0
	err = meta.EachListItemWithAlloc(list, func(o kruntime.Object) error {
		obj, ok := o.(T)
		if !ok {
			var want T
			return fmt.Errorf("item %d of %T is %T, want %T", i, list, o, want)
		}
		i++
		return each(obj)
	})
	return listPage(lm), err
}

// IsWatchListSemanticsUnSupported tells the reflector not to try streaming
// lists by default: functions from fake clientsets cannot serve them, and a
// stream that never sends its closing bookmark would stall the informer.
func (lw *funcListWatch[T, L]) IsWatchListSemanticsUnSupported() bool { return true }

func (lw *funcListWatch[T, L]) Watch(ctx context.Context, opts metav1.ListOptions) (watch.Interface, error) {
	return lw.watch(ctx, opts)
}
