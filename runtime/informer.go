package runtime

import (
	"context"
	"fmt"
	"sync"
	"time"

	"k8s.io/apimachinery/pkg/util/wait"
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
	// UseDeltaFIFO queues events through a DeltaFIFO, the queue of
	// client-go informers before v0.33: a key's deltas are handed over
	// together at the position of its oldest one (add a, update a, add b),
	// and a relist becomes one delta per object. The default is the in-order
	// queue of client-go v0.37: events in arrival order across keys, and a
	// relist applied at once.
	UseDeltaFIFO bool
	// RecoverHandlerPanics makes a panicking handler's event be logged and
	// dropped, the handler going on with the next one. By default a panic
	// crashes the process, as in client-go (unless the program turned
	// k8s.io/apimachinery/pkg/util/runtime.ReallyCrash off).
	RecoverHandlerPanics bool
	// Backoff, MaxInternalErrorRetryDuration and Logger are passed to the
	// reflector; see ReflectorOptions.
	Backoff                       *wait.Backoff
	MaxInternalErrorRetryDuration time.Duration
	Logger                        *klog.Logger
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
// reflector, the run loop and one goroutine per handler, and returns
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
	// opts keeps the options that are only read at start.
	opts informerSettings

	indexer   *Indexer[T]
	processor *processor[T]
	// metrics publishes to client-go's informer metrics provider.
	metrics *informerMetrics
	// keyedNamespaceIndex: the namespace index is MetaNamespaceIndex over
	// MetaNamespaceKey keys (see Indexer.preparePut).
	keyedNamespaceIndex bool

	// Locks, in the order they may be nested (docs/runtime.md, Locks):
	// mu, then deltaMu, then the DeltaFIFO's mu (initialList), then the
	// indexer's mu and the processor's (processor.mu before a listener's
	// mu). With UseDeltaFIFO the run loop applies a key's deltas inside
	// the DeltaFIFO's Pop, so that queue's popMu is held, outermost, around
	// the key and index functions (the one exception to "no lock around
	// the caller's code", docs/runtime.md R42); nothing outside the
	// informer can wait for it. No code of the caller's runs under mu or
	// deltaMu: handlers run on the listeners' goroutines; transforms and
	// the watch error handler on the reflector's with no lock held; key and
	// index functions on the run loop's goroutine before deltaMu is taken
	// (see applyDelta), and in AddTypedIndexers after mu is released.
	//
	// mu guards the lifecycle and the settings fixed at start.
	// Invariant: started never goes back to false; stopped implies started
	// and that no handler will be called again.
	mu                sync.Mutex
	started, stopped  bool
	resyncCheckPeriod time.Duration // how often the reflector asks for due resyncs
	defaultResync     time.Duration // the period of handlers that name none
	transform         func(T) (T, error)
	watchErrorHandler func(ctx context.Context, err error)
	reflector         *Reflector[T] // set at start

	// deltaMu is held while a popped item's prepared write is committed to
	// the cache and distributed, and while a late handler is replayed the
	// cache, so that the replay and the live events never interleave. Invariant: outside
	// it, every event applied to the cache has been queued to every
	// listener registered at the time.
	deltaMu sync.Mutex

	// synced closes once the first list has been applied to the cache and
	// handed to the handlers.
	synced     chan struct{}
	syncedOnce sync.Once
}

// informerSettings are the InformerOptions read at start, minus T.
type informerSettings struct {
	useDeltaFIFO          bool
	recoverPanics         bool
	backoff               *wait.Backoff
	maxInternalErrorRetry time.Duration
	logger                *klog.Logger
	informerName          *cache.InformerName
	// customKeyFunc: the caller gave a KeyFunc, which may fail.
	customKeyFunc bool
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
		opts: informerSettings{
			useDeltaFIFO:          opts.UseDeltaFIFO,
			recoverPanics:         opts.RecoverHandlerPanics,
			backoff:               opts.Backoff,
			maxInternalErrorRetry: opts.MaxInternalErrorRetryDuration,
			logger:                opts.Logger,
			informerName:          opts.InformerName,
			customKeyFunc:         opts.KeyFunc != nil,
		},
		indexer: NewIndexer(keyFunc, indexers),
		// Generated informers and client-go callers pass their own
		// NamespaceIndex function; only ours is known to follow the key.
		keyedNamespaceIndex: opts.KeyFunc == nil && !customNamespaceIndex,
		processor:           newProcessor[T](),
		metrics:             newInformerMetrics(opts.InformerName, lw),
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
	if s.opts.logger != nil {
		logger = *s.opts.logger
	}
	if options.Logger != nil {
		logger = *options.Logger
	}
	period := s.defaultResync
	if options.ResyncPeriod != nil {
		period = *options.ResyncPeriod
	}
	if asked := period; period > 0 {
		// Resyncs come from one timer per informer: a handler can have
		// them no more often than that timer fires, which a handler added
		// before Run may still speed up, and never more than once a second.
		period = max(period, minimumResyncPeriod)
		switch {
		case period >= s.resyncCheckPeriod:
		case s.started:
			period = s.resyncCheckPeriod
		default:
			s.resyncCheckPeriod = period
			s.processor.setResyncCheckPeriod(period)
		}
		if period != asked {
			logger.Info("Warning: handler resync period adjusted", "handler", name, "asked", asked, "using", period,
				"minimum", minimumResyncPeriod, "informerCheckPeriod", s.resyncCheckPeriod, "informerStarted", s.started)
		}
	}

	l := newListener(handler, name, logger, s.syncedName())
	l.recoverPanics = s.opts.recoverPanics
	l.requestedResync = period
	l.resyncPeriod = effectiveResync(period, s.resyncCheckPeriod)
	l.scheduleResync(s.clock.Now())

	if !s.started {
		// The initial list reaches it through the run loop.
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
//
// The index functions run with no informer lock held: the indexer builds the
// new indices while the run loop goes on writing (see
// Indexer.AddTypedIndexers), so they may call back into the informer.
func (s *informerCore[T]) AddTypedIndexers(indexers cache.TypedIndexers[T]) error {
	if s.IsStopped() {
		return fmt.Errorf("indexers not added: the %s informer has stopped", s.description)
	}
	return s.indexer.AddTypedIndexers(indexers)
}

// reflectorOptions configures the informer's reflector. Called with mu held.
func (s *informerCore[T]) reflectorOptions() ReflectorOptions[T] {
	return ReflectorOptions[T]{
		Name:                          s.description,
		ExpectedType:                  s.description,
		ResyncPeriod:                  s.resyncCheckPeriod,
		ShouldResync:                  func() bool { return s.processor.shouldResync(s.clock.Now()) },
		PageSize:                      s.pageSize,
		UseWatchList:                  s.useWatch,
		Clock:                         s.clock,
		Transform:                     s.transform,
		WatchErrorHandler:             s.watchErrorHandler,
		Backoff:                       s.opts.backoff,
		MaxInternalErrorRetryDuration: s.opts.maxInternalErrorRetry,
		Logger:                        s.opts.logger,
	}
}
