package runtime

import (
	"fmt"
	"reflect"
	goruntime "runtime"
	"strings"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/tools/cache"
)

// untypedSink delivers a typed informer's events to a client-go
// cache.ResourceEventHandler. Objects are passed as they are (a pointer T
// boxes into interface{} without allocating); a delete whose final state is
// unknown arrives as a cache.DeletedFinalStateUnknown value, as client-go
// sends it.
type untypedSink[T Object] struct {
	h cache.ResourceEventHandler
}

func (u untypedSink[T]) onAdd(obj T, initial bool) { u.h.OnAdd(obj, initial) }
func (u untypedSink[T]) onUpdate(old, obj T)       { u.h.OnUpdate(old, obj) }
func (u untypedSink[T]) onDelete(n *notification[T]) {
	if !n.unknown {
		u.h.OnDelete(n.obj)
		return
	}
	tomb := cache.DeletedFinalStateUnknown{Key: n.key}
	if !isZero(n.obj) {
		tomb.Obj = n.obj
	}
	u.h.OnDelete(tomb)
}

// handlerName names a handler in logs and in HasSyncedChecker names, as
// client-go names it: a cache.ResourceEventHandlerFuncs by its functions
// (their common package or type prefix when they share one, else the
// function names joined with "+"), any other handler by the package path
// and name of its type (through one pointer). Whatever yields nothing falls
// back to the Go type.
func handlerName(h any) string {
	name := ""
	switch f := h.(type) {
	case nil:
	case cache.ResourceEventHandlerFuncs:
		name = funcsName(f.AddFunc, f.UpdateFunc, f.DeleteFunc)
	case *cache.ResourceEventHandlerFuncs:
		if f != nil {
			name = funcsName(f.AddFunc, f.UpdateFunc, f.DeleteFunc)
		}
	default:
		t := reflect.TypeOf(h)
		if v := reflect.ValueOf(h); t.Kind() == reflect.Pointer && !v.IsNil() {
			t = t.Elem()
		}
		name = t.Name()
		if pkg := t.PkgPath(); pkg != "" {
			name = pkg + "." + name
		}
	}
	if name == "" {
		name = fmt.Sprintf("%T", h)
	}
	return name
}

// funcsName names a set of handler functions: by the prefix before the last
// dot of their symbol names when every one has the same, else by the names.
func funcsName(fns ...any) string {
	var names []string
	prefix, shared := "", true
	for _, fn := range fns {
		v := reflect.ValueOf(fn)
		if fn == nil || v.IsNil() {
			continue
		}
		f := goruntime.FuncForPC(v.Pointer())
		if f == nil || f.Name() == "" {
			continue
		}
		n := f.Name()
		names = append(names, n)
		p := n
		if i := strings.LastIndexByte(n, '.'); i > 0 {
			p = n[:i]
		}
		if prefix == "" {
			prefix = p
		} else if p != prefix {
			shared = false
		}
	}
	if shared {
		return prefix
	}
	return strings.Join(names, "+")
}

// FilteringEventHandler passes to Handler only the events whose objects
// FilterFunc accepts, and keeps Handler's view consistent when an update
// crosses the filter: an object that starts matching arrives as OnAdd (not
// from the initial list), one that stops matching as OnDelete of the old
// object. It is the typed form of cache.FilteringResourceEventHandler, which
// the informer also accepts as it is.
type FilteringEventHandler[T ComparableObject] struct {
	FilterFunc func(obj T) bool
	Handler    cache.TypedResourceEventHandler[T]
}

var _ cache.TypedResourceEventHandler[*metav1.PartialObjectMetadata] = FilteringEventHandler[*metav1.PartialObjectMetadata]{}

func (f FilteringEventHandler[T]) OnAdd(obj T, isInInitialList bool) {
	if f.FilterFunc(obj) {
		f.Handler.OnAdd(obj, isInInitialList)
	}
}

func (f FilteringEventHandler[T]) OnUpdate(oldObj, newObj T) {
	was, is := f.FilterFunc(oldObj), f.FilterFunc(newObj)
	switch {
	case was && is:
		f.Handler.OnUpdate(oldObj, newObj)
	case is:
		f.Handler.OnAdd(newObj, false)
	case was:
		f.Handler.OnDelete(cache.DeletedObject[T]{OptionalObj: oldObj})
	}
}

// OnDelete filters on the deleted object; a tombstone without any known
// object cannot be judged and is passed on, so that the handler never misses
// a deletion of an object it saw.
func (f FilteringEventHandler[T]) OnDelete(obj cache.DeletedObject[T]) {
	var zero T
	if obj.OptionalObj == zero || f.FilterFunc(obj.OptionalObj) {
		f.Handler.OnDelete(obj)
	}
}
