package runtime

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/go-logr/logr"
	"github.com/go-logr/logr/funcr"
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/klog/v2"

	"github.com/kubegen/kubegen/runtime/internal/testkit"
)

// Test doubles for the reflector: a scripted ListerWatcher and a store that
// records what it is told.

type cm = *corev1.ConfigMap

func newConfigMap() cm { return new(corev1.ConfigMap) }

func newCM(ns, name, rv string) cm {
	return &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Namespace: ns, Name: name, ResourceVersion: rv}}
}

// fakeLW answers List and Watch with the test's functions and records the
// options of every call.
type fakeLW struct {
	listFn  func(opts metav1.ListOptions) ([]cm, ListPage, error)
	watchFn func(opts metav1.ListOptions) (watch.Interface, error)

	mu      sync.Mutex
	lists   []metav1.ListOptions
	watches []metav1.ListOptions
}

func (lw *fakeLW) List(ctx context.Context, opts metav1.ListOptions, each func(cm) error) (ListPage, error) {
	lw.mu.Lock()
	lw.lists = append(lw.lists, opts)
	lw.mu.Unlock()
	items, page, err := lw.listFn(opts)
	if err != nil {
		return ListPage{}, err
	}
	for _, item := range items {
		if err := each(item.DeepCopy()); err != nil {
			return page, err
		}
	}
	return page, nil
}

func (lw *fakeLW) Watch(ctx context.Context, opts metav1.ListOptions) (watch.Interface, error) {
	lw.mu.Lock()
	lw.watches = append(lw.watches, opts)
	lw.mu.Unlock()
	return lw.watchFn(opts)
}

func (lw *fakeLW) listCalls() []metav1.ListOptions {
	lw.mu.Lock()
	defer lw.mu.Unlock()
	return slices.Clone(lw.lists)
}

func (lw *fakeLW) watchCalls() []metav1.ListOptions {
	lw.mu.Lock()
	defer lw.mu.Unlock()
	return slices.Clone(lw.watches)
}

// staticList lists items at rv, in one page.
func staticList(rv string, items ...cm) func(metav1.ListOptions) ([]cm, ListPage, error) {
	return func(metav1.ListOptions) ([]cm, ListPage, error) {
		return items, ListPage{ResourceVersion: rv}, nil
	}
}

// watchQueue hands out prepared watchers in order, then watchers that
// never send anything.
type watchQueue struct {
	mu       sync.Mutex
	watchers []watch.Interface
}

func (q *watchQueue) next(metav1.ListOptions) (watch.Interface, error) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if len(q.watchers) == 0 {
		return watch.NewFake(), nil
	}
	w := q.watchers[0]
	q.watchers = q.watchers[1:]
	return w, nil
}

// recordingStore is a ReflectorStore that keeps the objects it is given and
// a log of the calls.
type recordingStore struct {
	mu        sync.Mutex
	calls     []string
	objects   map[string]cm
	replaced  [][]cm
	resyncs   int
	resyncErr error
}

func newRecordingStore() *recordingStore {
	return &recordingStore{objects: map[string]cm{}}
}

func (s *recordingStore) record(op string, obj cm) {
	s.calls = append(s.calls, fmt.Sprintf("%s %s/%s@%s", op, obj.Namespace, obj.Name, obj.ResourceVersion))
}

func (s *recordingStore) Add(obj cm) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.record("add", obj)
	s.objects[obj.Namespace+"/"+obj.Name] = obj
	return nil
}

func (s *recordingStore) Update(obj cm) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.record("update", obj)
	s.objects[obj.Namespace+"/"+obj.Name] = obj
	return nil
}

func (s *recordingStore) Delete(obj cm) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.record("delete", obj)
	delete(s.objects, obj.Namespace+"/"+obj.Name)
	return nil
}

func (s *recordingStore) Replace(items []cm, rv string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	names := make([]string, len(items))
	s.objects = map[string]cm{}
	for i, obj := range items {
		names[i] = obj.Name
		s.objects[obj.Namespace+"/"+obj.Name] = obj
	}
	s.calls = append(s.calls, fmt.Sprintf("replace [%s]@%s", strings.Join(names, " "), rv))
	s.replaced = append(s.replaced, items)
	return nil
}

func (s *recordingStore) Resync() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.calls = append(s.calls, "resync")
	s.resyncs++
	return s.resyncErr
}

func (s *recordingStore) log() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.calls)
}

// keys returns the stored keys with their resourceVersions, sorted.
func (s *recordingStore) keys() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for k, obj := range s.objects {
		out = append(out, k+"@"+obj.ResourceVersion)
	}
	slices.Sort(out)
	return out
}

// eventually polls cond until it holds, failing the test after 10s.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := testkit.Budget(t)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(time.Millisecond)
	}
}

// logCapture is a context whose klog logger records messages.
type logCapture struct {
	mu   sync.Mutex
	msgs []string
}

func (c *logCapture) context(ctx context.Context) context.Context {
	logger := funcr.New(func(prefix, args string) {
		c.mu.Lock()
		defer c.mu.Unlock()
		c.msgs = append(c.msgs, prefix+" "+args)
	}, funcr.Options{Verbosity: 10})
	return klog.NewContext(ctx, logr.Logger(logger))
}

func (c *logCapture) contains(s string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, m := range c.msgs {
		if strings.Contains(m, s) {
			return true
		}
	}
	return false
}
