package runtime

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"sync"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/watch"
)

// fakeServer is an in-memory API for one resource: a ListerWatcher[T] over
// ConfigMaps with a resourceVersion pipeCounter and a history of events, so that
// a WATCH from a resourceVersion replays what came after it, as a server
// does.
type fakeServer struct {
	mu       sync.Mutex
	rv       int
	objs     map[string]*corev1.ConfigMap
	history  []watch.Event // every change, in resourceVersion order
	watchers []*watch.RaceFreeFakeWatcher
	lists    []metav1.ListOptions
	watches  []metav1.ListOptions
	// listErrs are returned by the next LISTs, one each, before they
	// succeed again.
	listErrs []error
}

var _ ListerWatcher[*corev1.ConfigMap] = (*fakeServer)(nil)

func newFakeServer(objs ...*corev1.ConfigMap) *fakeServer {
	s := &fakeServer{objs: map[string]*corev1.ConfigMap{}}
	for _, o := range objs {
		s.create(o)
	}
	return s
}

func (s *fakeServer) List(ctx context.Context, opts metav1.ListOptions, each func(*corev1.ConfigMap) error) (ListPage, error) {
	s.mu.Lock()
	s.lists = append(s.lists, opts)
	if len(s.listErrs) > 0 {
		err := s.listErrs[0]
		s.listErrs = s.listErrs[1:]
		s.mu.Unlock()
		return ListPage{}, err
	}
	keys := make([]string, 0, len(s.objs))
	for k := range s.objs {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	items := make([]*corev1.ConfigMap, len(keys))
	for i, k := range keys {
		items[i] = s.objs[k].DeepCopy()
	}
	rv := strconv.Itoa(s.rv)
	s.mu.Unlock()
	for _, o := range items {
		if err := each(o); err != nil {
			return ListPage{}, err
		}
	}
	return ListPage{ResourceVersion: rv}, nil
}

func (s *fakeServer) Watch(ctx context.Context, opts metav1.ListOptions) (watch.Interface, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.watches = append(s.watches, opts)
	from, err := strconv.Atoi(opts.ResourceVersion)
	if opts.ResourceVersion == "" || err != nil {
		from = s.rv
	}
	w := watch.NewRaceFreeFake()
	for _, e := range s.history {
		if rv, _ := strconv.Atoi(e.Object.(*corev1.ConfigMap).ResourceVersion); rv > from {
			w.Action(e.Type, e.Object.DeepCopyObject())
		}
	}
	s.watchers = append(s.watchers, w)
	return w, nil
}

// change records an event and sends it to every open watch.
func (s *fakeServer) change(t watch.EventType, o *corev1.ConfigMap, notify bool) *corev1.ConfigMap {
	s.rv++
	o = o.DeepCopy()
	o.ResourceVersion = strconv.Itoa(s.rv)
	key := o.Namespace + "/" + o.Name
	if t == watch.Deleted {
		delete(s.objs, key)
	} else {
		s.objs[key] = o
	}
	s.history = append(s.history, watch.Event{Type: t, Object: o})
	if notify {
		for _, w := range s.watchers {
			if !w.IsStopped() {
				w.Action(t, o.DeepCopy())
			}
		}
	}
	return o
}

func (s *fakeServer) create(o *corev1.ConfigMap) *corev1.ConfigMap {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.change(watch.Added, o, true)
}

func (s *fakeServer) update(o *corev1.ConfigMap) *corev1.ConfigMap {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.change(watch.Modified, o, true)
}

func (s *fakeServer) delete(name string) *corev1.ConfigMap {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.change(watch.Deleted, s.objs["ns/"+name], true)
}

// deleteUnseen deletes an object without telling any watch and expires the
// open watches with 410 Gone and the history, so that the informer must
// relist to find out: the deletion it learns of is a
// DeletedFinalStateUnknown.
func (s *fakeServer) deleteUnseen(name string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.change(watch.Deleted, s.objs["ns/"+name], false)
	s.expireLocked()
}

// silently applies changes that no watch sees, then expires the watches, as
// deleteUnseen does.
func (s *fakeServer) silently(changes func(change func(t watch.EventType, o *corev1.ConfigMap))) {
	s.mu.Lock()
	defer s.mu.Unlock()
	changes(func(t watch.EventType, o *corev1.ConfigMap) { s.change(t, o, false) })
	s.expireLocked()
}

func (s *fakeServer) expireLocked() {
	s.history = nil
	gone := apierrors.NewResourceExpired("too old resource version")
	for _, w := range s.watchers {
		if !w.IsStopped() {
			w.Error(&gone.ErrStatus)
			w.Stop()
		}
	}
	s.watchers = nil
}

// openWatches counts the watches not yet stopped.
func (s *fakeServer) openWatches() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for _, w := range s.watchers {
		if !w.IsStopped() {
			n++
		}
	}
	return n
}

func (s *fakeServer) listCount() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.lists)
}

func (s *fakeServer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return fmt.Sprintf("fakeServer{rv %d, %d objects, %d lists, %d watches}", s.rv, len(s.objs), len(s.lists), len(s.watches))
}

// IsWatchListSemanticsUnSupported keeps the reflector on LIST+WATCH: the
// fake does not send the initial-events-end bookmark of a streaming list.
func (s *fakeServer) IsWatchListSemanticsUnSupported() bool { return true }
