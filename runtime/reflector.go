package runtime

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	utilnet "k8s.io/apimachinery/pkg/util/net"
	"k8s.io/apimachinery/pkg/util/wait"
	"k8s.io/apimachinery/pkg/watch"
	clientfeatures "k8s.io/client-go/features"
	"k8s.io/client-go/tools/cache"
	"k8s.io/klog/v2"
	"k8s.io/utils/clock"

	"github.com/kubegen/kubegen/runtime/internal/wire"
)

const (
	// defaultPageSize is the LIST page size when none is configured.
	defaultPageSize = 500
	// defaultMinWatchTimeout is the shortest server-side watch timeout; the
	// actual one is random in [min, 2*min] so that the watches of many
	// clients, started together, do not all end and restart together.
	defaultMinWatchTimeout = 5 * time.Minute
)

// ReflectorOptions configures a Reflector. The zero value of every field is
// a sensible default.
type ReflectorOptions[T Object] struct {
	// Name identifies the reflector in logs; the default is ExpectedType.
	Name string
	// ExpectedType describes T in logs and errors; the default is T's Go type.
	ExpectedType string
	// ResyncPeriod, when not zero, is how often the reflector asks the store
	// to Resync, if ShouldResync (nil means always) agrees.
	ResyncPeriod time.Duration
	ShouldResync func() bool
	// PageSize forces the LIST page size. By default the first list and
	// quorum relists ask for pages of 500, and relists at a known
	// resourceVersion ask for no paging, so that the server can answer them
	// from its watch cache, unless the first list showed the server pages.
	PageSize int64
	// UseWatchList turns the streaming list (watch-list) on or off. nil
	// follows client-go's WatchListClient feature gate, unless the
	// ListerWatcher says it cannot stream (see NewListWatchFromFuncs).
	UseWatchList *bool
	// Clock is the time source; tests pass a fake one.
	Clock clock.Clock
	// Transform, when set, is applied exactly once to every object the
	// reflector receives, before it reaches the store.
	Transform func(T) (T, error)
	// WatchErrorHandler is told why ListAndWatch gave up, before Run backs
	// off and tries again. The default logs at a level that fits the error.
	WatchErrorHandler func(ctx context.Context, err error)
	// MinWatchTimeout raises the shortest watch timeout above the default
	// 5 minutes; smaller values are ignored.
	MinWatchTimeout time.Duration
	// Backoff replaces the default retry delays (800ms doubling to 30s,
	// with jitter); as with the default, a delay requested more than two
	// minutes after the previous one starts again from Backoff.Duration.
	Backoff *wait.Backoff
	// MaxInternalErrorRetryDuration is how long a watch answered with an
	// internal server error (500) is simply restarted, from where it
	// stopped, before the reflector gives up and relists. Zero means a 500
	// always relists. The clock restarts after a minute without such errors.
	MaxInternalErrorRetryDuration time.Duration
	// Logger, when set, is used instead of the logger of Run's context.
	Logger *klog.Logger
}

// Reflector keeps a store in step with a collection on the server: it lists
// the collection, replaces the store with it, and then watches from the
// list's resourceVersion, applying each change to the store, relisting when
// the watch cannot be resumed. It behaves as client-go's reflector does (see
// docs/runtime.md R14-R21), typed, and with lists decoded item by item.
type Reflector[T Object] struct {
	name              string
	typeDescription   string
	lw                ListerWatcher[T]
	store             ReflectorStore[T]
	clock             clock.Clock
	resyncPeriod      time.Duration
	shouldResync      func() bool
	pageSize          int64
	useWatchList      bool
	transform         func(T) (T, error)
	watchErrorHandler func(ctx context.Context, err error)
	minWatchTimeout   time.Duration
	maxWatchTimeout   time.Duration
	// maxInternalErrorRetry: see ReflectorOptions.MaxInternalErrorRetryDuration.
	maxInternalErrorRetry time.Duration
	logger                *klog.Logger
	// backoff spaces out retries after failures; Run and the watch loop
	// share it, so a server that keeps failing is asked ever less often.
	backoff *backoff
	// random returns a number in [0, 1) to spread watch timeouts.
	random func() float64

	// paginatedResult records that the first list, at resourceVersion "0",
	// came back in pages: the server has no watch cache for the resource, so
	// relists keep paging instead of asking for one huge response. Only the
	// goroutine running ListAndWatch touches it.
	paginatedResult bool

	// share, when set (by the informer, whose cache is read-only), makes
	// transformed objects share equal maps and managed fields (wire.ShareTable).
	share *wire.ShareTable

	mu sync.RWMutex
	// lastSyncResourceVersion is the resourceVersion of the last list or
	// watch event applied to the store.
	lastSyncResourceVersion string
	// lastSyncResourceVersionUnavailable is set when the server said the
	// last resourceVersion is too old or too new; the next list is then a
	// quorum read (resourceVersion "").
	lastSyncResourceVersionUnavailable bool
}

// watchListUnsupported is implemented by ListerWatchers that cannot serve a
// streaming list; client-go's fake clientsets say the same this way.
type watchListUnsupported interface {
	IsWatchListSemanticsUnSupported() bool
}

// NewReflector returns a reflector that fills store from lw. Call Run to
// start it.
func NewReflector[T Object](lw ListerWatcher[T], store ReflectorStore[T], opts ReflectorOptions[T]) *Reflector[T] {
	c := opts.Clock
	if c == nil {
		c = clock.RealClock{}
	}
	typeDescription := opts.ExpectedType
	if typeDescription == "" {
		var zero T
		typeDescription = fmt.Sprintf("%T", zero)
	}
	name := opts.Name
	if name == "" {
		name = typeDescription
	}
	minTimeout := max(opts.MinWatchTimeout, defaultMinWatchTimeout)
	useWatchList := clientfeatures.FeatureGates().Enabled(clientfeatures.WatchListClient)
	if u, ok := lw.(watchListUnsupported); ok && u.IsWatchListSemanticsUnSupported() {
		useWatchList = false
	}
	if opts.UseWatchList != nil {
		useWatchList = *opts.UseWatchList
	}
	r := &Reflector[T]{
		name:              name,
		typeDescription:   typeDescription,
		lw:                lw,
		store:             store,
		clock:             c,
		resyncPeriod:      opts.ResyncPeriod,
		shouldResync:      opts.ShouldResync,
		pageSize:          opts.PageSize,
		useWatchList:      useWatchList,
		transform:         opts.Transform,
		watchErrorHandler: opts.WatchErrorHandler,
		minWatchTimeout:   minTimeout,
		maxWatchTimeout:   2 * minTimeout,
		backoff:           newBackoff(c, opts.Backoff),
		random:            rand.Float64,

		maxInternalErrorRetry: opts.MaxInternalErrorRetryDuration,
		logger:                opts.Logger,
	}
	if r.watchErrorHandler == nil {
		r.watchErrorHandler = r.defaultWatchErrorHandler()
	}
	return r
}

// Name is the reflector's name, as in its logs.
func (r *Reflector[T]) Name() string { return r.name }

// TypeDescription describes what the reflector stores.
func (r *Reflector[T]) TypeDescription() string { return r.typeDescription }

// Run lists and watches until ctx is done, backing off between attempts.
func (r *Reflector[T]) Run(ctx context.Context) {
	if r.logger != nil {
		ctx = klog.NewContext(ctx, *r.logger)
	}
	logger := klog.FromContext(ctx)
	logger.V(3).Info("Reflector running", "reflector", r.name, "type", r.typeDescription, "resyncPeriod", r.resyncPeriod)
	defer logger.V(3).Info("Reflector done", "reflector", r.name, "type", r.typeDescription)
	for ctx.Err() == nil {
		if err := r.ListAndWatch(ctx); err != nil {
			r.watchErrorHandler(ctx, err)
		}
		if !r.sleep(ctx, r.backoff.Next()) {
			return
		}
	}
}

// sleep waits for d on the reflector's clock; it returns false if ctx ended
// first.
func (r *Reflector[T]) sleep(ctx context.Context, d time.Duration) bool {
	t := r.clock.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C():
		return true
	}
}

// defaultWatchErrorHandler is client-go's cache.DefaultWatchErrorHandler
// itself, given a client-go reflector that carries our name and type
// description, so that the default logging is client-go's to the letter.
func (r *Reflector[T]) defaultWatchErrorHandler() func(ctx context.Context, err error) {
	named := clientGoReflector(r.name, r.typeDescription)
	return func(ctx context.Context, err error) { cache.DefaultWatchErrorHandler(ctx, named, err) }
}

// ListAndWatch fills the store, by a streaming list or a LIST, and then
// watches until the watch fails in a way that needs a relist, or ctx ends.
// It returns an error only when it could not fill the store or start the
// watch.
func (r *Reflector[T]) ListAndWatch(ctx context.Context) error {
	logger := klog.FromContext(ctx)
	logger.V(3).Info("Filling the store, then following changes", "reflector", r.name, "type", r.typeDescription)
	var w watch.Interface
	if r.useWatchList {
		var err error
		w, err = r.watchList(ctx)
		if ctx.Err() != nil {
			if w != nil {
				w.Stop()
			}
			return nil
		}
		if err != nil {
			logger.V(4).Info("Streaming list failed, falling back to LIST", "reflector", r.name, "type", r.typeDescription, "err", err)
			w = nil
		}
	}
	if w == nil {
		if err := r.list(ctx); err != nil {
			if ctx.Err() != nil {
				return nil
			}
			return err
		}
	}
	logger.V(2).Info("Store filled", "reflector", r.name, "type", r.typeDescription)
	return r.watchWithResync(ctx, w)
}

// list replaces the store with a LIST of the collection.
func (r *Reflector[T]) list(ctx context.Context) error {
	opts := metav1.ListOptions{ResourceVersion: r.relistResourceVersion()}
	items, rv, paginated, err := r.listPages(ctx, opts)
	if isExpiredError(err) || isTooLargeResourceVersionError(err) {
		// The resourceVersion we asked for is gone or not yet known to the
		// server that answered: ask for the latest state instead.
		r.setLastSyncResourceVersionUnavailable(true)
		items, rv, paginated, err = r.listPages(ctx, metav1.ListOptions{ResourceVersion: r.relistResourceVersion()})
	}
	if err != nil {
		return fmt.Errorf("failed to list %s: %w", r.typeDescription, err)
	}
	if opts.ResourceVersion == "0" && paginated {
		r.paginatedResult = true
	}
	r.setLastSyncResourceVersionUnavailable(false)
	if err := r.store.Replace(items, rv); err != nil {
		return fmt.Errorf("unable to sync list result: %w", err)
	}
	r.setLastSyncResourceVersion(rv)
	return nil
}

// listPages lists the whole collection, page after page, and returns its
// items (transformed), its resourceVersion and whether it came in pages.
// An expired continue token restarts the list unpaged at the requested
// resourceVersion.
func (r *Reflector[T]) listPages(ctx context.Context, opts metav1.ListOptions) ([]T, string, bool, error) {
	opts.Limit = r.pageLimit(opts.ResourceVersion)
	requested := opts
	var items []T
	each := func(obj T) error {
		if r.transform != nil {
			var err error
			if obj, err = r.transform(obj); err != nil {
				return fmt.Errorf("transforming a listed %s: %w", r.typeDescription, err)
			} else if isZero(obj) {
				return fmt.Errorf("transforming a listed %s returned nothing", r.typeDescription)
			}
		}
		r.share.Share(obj)
		items = append(items, obj)
		return nil
	}
	var rv string
	paginated := false
	for {
		if err := ctx.Err(); err != nil {
			return nil, "", paginated, err
		}
		page, err := r.lw.List(ctx, opts, each)
		if err != nil {
			if opts.Continue != "" && apierrors.IsResourceExpired(err) {
				// The snapshot the pages came from was compacted away.
				clear(items)
				items = items[:0]
				full := requested
				full.Limit = 0
				page, err = r.lw.List(ctx, full, each)
				return items, page.ResourceVersion, paginated, err
			}
			return nil, "", paginated, err
		}
		if opts.Continue == "" {
			rv = page.ResourceVersion
		}
		if page.Continue == "" {
			return items, rv, paginated, nil
		}
		// Later pages come from the first page's snapshot; the server
		// rejects a resourceVersion next to a continue token.
		opts.Continue = page.Continue
		opts.ResourceVersion = ""
		opts.ResourceVersionMatch = ""
		paginated = true
	}
}

// pageLimit is the Limit of a LIST at resourceVersion rv. A configured page
// size always wins. Otherwise pages of 500, except for a list at an exact
// resourceVersion (a relist), which asks for everything at once: the watch
// cache serves such a list only when it is unpaged, sparing etcd a burst of
// relists. Once the first list showed that the server pages (it has no
// watch cache for the resource), relists page too. resourceVersion "0"
// keeps its limit: the watch cache ignores it and a server without one
// honours it.
func (r *Reflector[T]) pageLimit(rv string) int64 {
	if r.pageSize != 0 {
		return r.pageSize
	}
	atExactVersion := rv != "" && rv != "0"
	if atExactVersion && !r.paginatedResult {
		return 0
	}
	return defaultPageSize
}

// LastSyncResourceVersion is the resourceVersion of the last list or event
// applied to the store.
func (r *Reflector[T]) LastSyncResourceVersion() string {
	r.mu.RLock()
	defer r.mu.RUnlock()
	return r.lastSyncResourceVersion
}

func (r *Reflector[T]) setLastSyncResourceVersion(rv string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.lastSyncResourceVersion = rv
}

func (r *Reflector[T]) setLastSyncResourceVersionUnavailable(unavailable bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.lastSyncResourceVersionUnavailable = unavailable
}

// relistResourceVersion is where a LIST starts: "0" (any cached state) the
// first time, the last synced resourceVersion afterwards, so that the store
// never goes back in time, and "" (a quorum read) when that one is
// unavailable.
func (r *Reflector[T]) relistResourceVersion() string {
	r.mu.RLock()
	defer r.mu.RUnlock()
	switch {
	case r.lastSyncResourceVersionUnavailable:
		return ""
	case r.lastSyncResourceVersion == "":
		return "0"
	}
	return r.lastSyncResourceVersion
}

// rewatchResourceVersion is where a streaming list starts: the last synced
// resourceVersion, or "" (the latest state) at first or when it is
// unavailable.
func (r *Reflector[T]) rewatchResourceVersion() string {
	r.mu.RLock()
	defer r.mu.RUnlock()
	if r.lastSyncResourceVersionUnavailable {
		return ""
	}
	return r.lastSyncResourceVersion
}

// isExpiredError reports a 410: Expired from current servers, Gone from old
// ones.
func isExpiredError(err error) bool {
	return apierrors.IsResourceExpired(err) || apierrors.IsGone(err)
}

// isTooLargeResourceVersionError reports that the server has not reached
// the resourceVersion asked for. Current servers say so with a status cause
// of type ResourceVersionTooLarge; servers before 1.18.6 answered with a
// timeout whose text (a cause message, or the message itself before 1.17)
// was the only clue.
func isTooLargeResourceVersionError(err error) bool {
	if apierrors.HasStatusCause(err, metav1.CauseTypeResourceVersionTooLarge) {
		return true
	}
	const legacyText = "Too large resource version"
	var status apierrors.APIStatus
	if !apierrors.IsTimeout(err) || !errors.As(err, &status) {
		return false
	}
	s := status.Status()
	if strings.Contains(s.Message, legacyText) {
		return true
	}
	if s.Details == nil {
		return false
	}
	return slices.ContainsFunc(s.Details.Causes, func(c metav1.StatusCause) bool { return c.Message == legacyText })
}

// isRetriableWatchError reports errors after which the watch is simply tried
// again later, without a relist: the server is down or overloaded, and the
// watch will most likely resume where it stopped.
func isRetriableWatchError(err error) bool {
	return utilnet.IsConnectionRefused(err) || apierrors.IsTooManyRequests(err)
}
