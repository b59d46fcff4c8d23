package runtime

import (
	"context"
	"fmt"
	"sync"
	"time"

	"k8s.io/client-go/tools/cache"
	"k8s.io/klog/v2"
	"k8s.io/utils/clock"
)

// minimumResyncPeriod is the shortest resync period a handler gets; shorter
// requests are raised to it (as in client-go).
const minimumResyncPeriod = time.Second

// InformerOptions configures a SharedIndexInformer. The zero value is an
// informer without resyncs, keyed by MetaNamespaceKey, with only the
// namespace index.
type InformerOptions[T ComparableObject] struct {
	// ResyncPeriod is the default resync period of handlers and how often
	// the informer checks for due resyncs; zero disables resyncs for
	// handlers that do not ask for their own.
	ResyncPeriod time.Duration
	// Indexers are installed beside NamespaceIndex.
	Indexers cache.TypedIndexers[T]
	// KeyFunc defaults to MetaNamespaceKey.
	KeyFunc KeyFunc[T]
	// Clock defaults to the real clock; tests inject a fake one.
	Clock clock.Clock
	// ObjectDescription names the objects in logs; it defaults to T's type.
	ObjectDescription string
	// UseWatchList and PageSize are passed to the reflector.
	UseWatchList *bool
	PageSize     int64
	// InformerName identifies the informer in metrics; nil for none.
	InformerName *cache.InformerName
}

// SharedIndexInformer keeps a typed, indexed cache of one kind of object in
// step with the server and tells any number of handlers about changes. It
// satisfies client-go's cache.SharedIndexInformer and
// cache.TypedSharedIndexInformer[T] (see interop.go), so code written for
// client-go informers uses it unchanged; the typed methods beside avoid
// interface{} conversions.
//
// Lifecycle: handlers may be added before or after Run; Run starts the
// reflector, the controller loop and one goroutine per handler, and returns
// once the context is done and every one of them has ended. A stopped
// informer cannot be run again nor take new handlers.
type SharedIndexInformer[T ComparableObject] struct {
	// The core takes a method-only constraint, so it compiles once for all
	// pointer kinds; only the typed client-go interop methods below are
	// instantiated per kind (see Object).
	*informerCore[T]
}

// informerCore is the informer minus the methods whose signatures need a
// comparable T.
type informerCore[T Object] struct {
	lw          ListerWatcher[T]
	keyFunc     KeyFunc[T]
	clock       clock.Clock
	description string
	useWatch    *bool
	pageSize    int64

	indexer   *Indexer[T]
	processor *processor[T]
	// keyedNamespaceIndex: the namespace index is MetaNamespaceIndex over
	// MetaNamespaceKey keys (see Indexer.putKeyed).
	keyedNamespaceIndex bool

	// mu guards the lifecycle and the settings fixed at start.
	mu                sync.Mutex
	started, stopped  bool
	resyncCheckPeriod time.Duration // how often the reflector asks for due resyncs
	defaultResync     time.Duration // the period of handlers that name none
	transform         func(T) (T, error)
	watchErrorHandler func(ctx context.Context, err error)
	reflector         *Reflector[T] // set at start

	// deltaMu is held while a popped item updates the cache and is
	// distributed, and while a late handler is replayed the cache, so that
	// the replay and the live events never interleave.
	deltaMu sync.Mutex

	// synced closes once the first list has been applied to the cache and
	// handed to the handlers.
	synced     chan struct{}
	syncedOnce sync.Once
}

// NewSharedIndexInformer returns an informer over lw. It does nothing until
// Run.
func NewSharedIndexInformer[T ComparableObject](lw ListerWatcher[T], opts InformerOptions[T]) *SharedIndexInformer[T] {
	keyFunc := opts.KeyFunc
	if keyFunc == nil {
		keyFunc = MetaNamespaceKey[T]
	}
	clk := opts.Clock
	if clk == nil {
		clk = clock.RealClock{}
	}
	description := opts.ObjectDescription
	if description == "" {
		var zero T
		description = fmt.Sprintf("%T", zero)
	}
	indexers := cache.TypedIndexers[T]{NamespaceIndex: MetaNamespaceIndex[T]}
	_, customNamespaceIndex := opts.Indexers[NamespaceIndex]
	for name, f := range opts.Indexers {
		indexers[name] = f
	}
	return &SharedIndexInformer[T]{&informerCore[T]{
		lw:          lw,
		keyFunc:     keyFunc,
		clock:       clk,
		description: description,
		useWatch:    opts.UseWatchList,
		pageSize:    opts.PageSize,
		indexer:     NewIndexer(keyFunc, indexers),
		// Generated informers and client-go callers pass their own
		// NamespaceIndex function; only ours is known to follow the key.
		keyedNamespaceIndex: opts.KeyFunc == nil && !customNamespaceIndex,
		processor:           newProcessor[T](),
		resyncCheckPeriod:   opts.ResyncPeriod,
		defaultResync:       opts.ResyncPeriod,
		synced:              make(chan struct{}),
	}}
}

// Indexer is the informer's typed cache.
func (s *informerCore[T]) Indexer() *Indexer[T] { return s.indexer }

// AddTypedEventHandler registers a typed handler; at most one
// cache.HandlerOptions may be given. After start, the handler first receives
// OnAdd(obj, true) for every cached object; its registration's HasSynced
// turns true once those (and the initial list, if the informer has not
// synced yet) are delivered.
func (s *SharedIndexInformer[T]) AddTypedEventHandler(handler cache.TypedResourceEventHandler[T], options ...cache.HandlerOptions) (cache.ResourceEventHandlerRegistration, error) {
	var o cache.HandlerOptions
	switch len(options) {
	case 0:
	case 1:
		o = options[0]
	default:
		return nil, fmt.Errorf("AddTypedEventHandler takes at most one HandlerOptions, got %d", len(options))
	}
	return s.addHandler(typedSink[T]{handler}, handlerName(handler), o)
}

func (s *informerCore[T]) addHandler(handler handlerSink[T], name string, options cache.HandlerOptions) (cache.ResourceEventHandlerRegistration, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.stopped {
		return nil, fmt.Errorf("handler %s was not added to the %s informer because it has stopped", name, s.description)
	}
	logger := klog.Background()
	if options.Logger != nil {
		logger = *options.Logger
	}
	period := s.defaultResync
	if options.ResyncPeriod != nil {
		period = *options.ResyncPeriod
	}
	if period > 0 {
		if period < minimumResyncPeriod {
			logger.Info("Warning: resync period is too small, using the minimum", "resyncPeriod", period, "minimumResyncPeriod", minimumResyncPeriod)
			period = minimumResyncPeriod
		}
		if period < s.resyncCheckPeriod {
			if s.started {
				// The reflector's timer is running; the handler cannot
				// be checked more often than it fires.
				logger.Info("Warning: resync period is shorter than the running informer's resync check period, using the check period", "resyncPeriod", period, "resyncCheckPeriod", s.resyncCheckPeriod)
				period = s.resyncCheckPeriod
			} else {
				s.resyncCheckPeriod = period
				s.processor.setResyncCheckPeriod(period)
			}
		}
	}

	l := newListener(handler, name, logger, s.syncedName())
	l.requestedResync = period
	l.resyncPeriod = effectiveResync(period, s.resyncCheckPeriod)
	l.scheduleResync(s.clock.Now())

	if !s.started {
		// The initial list reaches it through the controller loop.
		s.processor.addListener(l)
		return l, nil
	}
	// Replay the cache to the new handler with live events held back, so
	// that it sees every object once, before any later change.
	s.deltaMu.Lock()
	defer s.deltaMu.Unlock()
	s.processor.addListener(l)
	for _, obj := range s.indexer.Items() {
		l.add(notification[T]{kind: notifyAdd, obj: obj, initial: true})
	}
	s.processor.ready(l)
	return l, nil
}

// RemoveEventHandler unregisters a handler. It is idempotent: removing a
// handler twice, or from a stopped informer, is not an error. Events already
// queued for the handler are dropped; the one being delivered finishes
// (cache.ShutDownEventHandler waits for that).
func (s *informerCore[T]) RemoveEventHandler(handle cache.ResourceEventHandlerRegistration) error {
	l, ok := handle.(*listener[T])
	if !ok {
		return fmt.Errorf("%T is not a registration of this %s informer", handle, s.description)
	}
	s.processor.removeListener(l)
	return nil
}

// SetTypedTransform sets a function applied once to every object the
// informer receives, before it is cached or handed to handlers. It must be
// called before Run.
func (s *informerCore[T]) SetTypedTransform(transform func(T) (T, error)) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.started {
		return fmt.Errorf("the %s informer has already started; set the transform before Run", s.description)
	}
	s.transform = transform
	return nil
}

// SetTypedWatchErrorHandler sets the function called whenever a LIST or
// WATCH fails; the informer then backs off and retries. It must be called
// before Run.
func (s *informerCore[T]) SetTypedWatchErrorHandler(handler func(ctx context.Context, err error)) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.started {
		return fmt.Errorf("the %s informer has already started; set the watch error handler before Run", s.description)
	}
	s.watchErrorHandler = handler
	return nil
}

// HasSynced reports whether the first list has been applied to the cache.
// Each handler's own progress is its registration's HasSynced.
func (s *informerCore[T]) HasSynced() bool {
	select {
	case <-s.synced:
		return true
	default:
		return false
	}
}

// HasSyncedChecker is HasSynced as a cache.DoneChecker, for cache.WaitFor.
func (s *informerCore[T]) HasSyncedChecker() cache.DoneChecker { return informerSynced[T]{s} }

type informerSynced[T Object] struct{ s *informerCore[T] }

func (c informerSynced[T]) Name() string          { return c.s.syncedName() }
func (c informerSynced[T]) Done() <-chan struct{} { return c.s.synced }

func (s *informerCore[T]) syncedName() string { return "SharedIndexInformer " + s.description }

// LastSyncResourceVersion is the resourceVersion the cache was last synced
// to, or "" before Run.
func (s *informerCore[T]) LastSyncResourceVersion() string {
	s.mu.Lock()
	r := s.reflector
	s.mu.Unlock()
	if r == nil {
		return ""
	}
	return r.LastSyncResourceVersion()
}

// IsStopped reports whether Run has returned; a stopped informer takes no
// handlers and never runs again.
func (s *informerCore[T]) IsStopped() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.stopped
}

// HasStarted reports whether Run has been called.
func (s *informerCore[T]) HasStarted() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.started
}

// AddTypedIndexers adds indexers and indexes the cached objects by them. A
// name already in use is an error.
func (s *informerCore[T]) AddTypedIndexers(indexers cache.TypedIndexers[T]) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.stopped {
		return fmt.Errorf("indexers not added: the %s informer has stopped", s.description)
	}
	return s.indexer.AddTypedIndexers(indexers)
}
