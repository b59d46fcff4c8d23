// Command myinformer builds an informer by hand from the runtime's pieces
// (a ListerWatcher, a Reflector, a DeltaFIFO whose knownObjects is an
// Indexer, and a loop that pops deltas, applies them to the Indexer and
// calls a client-go ResourceEventHandler) and prints OnAdd, OnUpdate and
// OnDelete. runtime.SharedIndexInformer is this, plus many handlers with
// their own buffers, resyncs and client-go interop.
//
//	go run ./examples/myinformer
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"k8s.io/client-go/rest"
	"k8s.io/client-go/tools/cache"

	"github.com/kubegen/kubegen/examples/internal/demo"
	rt "github.com/kubegen/kubegen/runtime"
	"github.com/kubegen/kubegen/testenv/widget"
)

func main() {
	os.Exit(demo.Main(run, 2*time.Minute))
}

// informer is the hand-built informer.
type informer struct {
	fifo      *rt.DeltaFIFO[*widget.Widget]
	indexer   *rt.Indexer[*widget.Widget]
	reflector *rt.Reflector[*widget.Widget]
	handler   cache.ResourceEventHandler
}

func newInformer(lw rt.ListerWatcher[*widget.Widget], handler cache.ResourceEventHandler) *informer {
	indexer := rt.NewIndexer[*widget.Widget](nil, nil)
	fifo := rt.NewDeltaFIFO(rt.DeltaFIFOOptions[*widget.Widget]{
		KnownObjects: indexer,
		// A relist then says Replaced rather than Sync, as client-go's
		// informers ask for.
		EmitDeltaTypeReplaced: true,
	})
	return &informer{
		fifo:      fifo,
		indexer:   indexer,
		reflector: rt.NewReflector(lw, fifo, rt.ReflectorOptions[*widget.Widget]{}),
		handler:   handler,
	}
}

// run runs the reflector and the pop loop until ctx ends.
func (inf *informer) run(ctx context.Context) error {
	var wg sync.WaitGroup
	wg.Go(func() { inf.reflector.Run(ctx) })
	var popErr error
	wg.Go(func() { popErr = demo.PopLoop(inf.fifo, inf.process) })
	<-ctx.Done()
	inf.fifo.Close()
	wg.Wait()
	return popErr
}

// hasSynced is true once the first list has been popped and handled.
func (inf *informer) hasSynced() bool { return inf.fifo.HasSynced() }

// process applies one key's deltas to the indexer first, then tells the
// handler: whoever the handler asks (a lister) sees the new state.
func (inf *informer) process(key string, deltas []rt.Delta[*widget.Widget]) error {
	for _, d := range deltas {
		switch d.Type {
		case rt.Deleted:
			inf.indexer.RemoveKey(d.Key)
			if d.Unknown {
				// A relist found the object gone; its last state is a guess.
				inf.handler.OnDelete(cache.DeletedFinalStateUnknown{Key: d.Key, Obj: d.Object})
			} else {
				inf.handler.OnDelete(d.Object)
			}
		default: // Added, Updated, Sync, Replaced
			old, known := inf.indexer.Lookup(d.Key)
			if err := inf.indexer.Put(d.Object); err != nil {
				return err
			}
			if known {
				inf.handler.OnUpdate(old, d.Object)
			} else {
				inf.handler.OnAdd(d.Object, d.InInitialList)
			}
		}
	}
	return nil
}

func run(ctx context.Context, cfg *rest.Config, ns string, stdout, stderr io.Writer) error {
	script, err := demo.NewScript(cfg, ns, stderr)
	if err != nil {
		return err
	}
	lw, err := demo.WidgetListerWatcher(cfg, ns)
	if err != nil {
		return err
	}
	// alpha exists before the informer starts: it arrives with the first
	// LIST, as OnAdd with isInInitialList.
	if _, err := script.Create(ctx, "alpha"); err != nil {
		return err
	}

	runCtx, stop := context.WithCancel(ctx)
	defer stop()
	events := make(chan string, 16)
	handler := cache.ResourceEventHandlerDetailedFuncs{
		AddFunc: func(obj any, isInInitialList bool) {
			w := obj.(*widget.Widget)
			demo.Event(stdout, "OnAdd", w)
			fmt.Fprintf(stderr, "handler: OnAdd %s isInInitialList=%v\n", w.Name, isInInitialList)
			demo.Send(runCtx, events, "OnAdd")
		},
		UpdateFunc: func(oldObj, newObj any) {
			demo.Event(stdout, "OnUpdate", newObj.(*widget.Widget))
			fmt.Fprintf(stderr, "handler: OnUpdate %s phase %s -> %s\n", newObj.(*widget.Widget).Name,
				demo.Phase(oldObj.(*widget.Widget)), demo.Phase(newObj.(*widget.Widget)))
			demo.Send(runCtx, events, "OnUpdate")
		},
		DeleteFunc: func(obj any) {
			if tomb, ok := obj.(cache.DeletedFinalStateUnknown); ok {
				obj = tomb.Obj
			}
			demo.Event(stdout, "OnDelete", obj.(*widget.Widget))
			demo.Send(runCtx, events, "OnDelete")
		},
	}
	inf := newInformer(lw, handler)

	var runErr error
	done := make(chan struct{})
	go func() {
		defer close(done)
		runErr = inf.run(runCtx)
	}()
	err = scriptSteps(ctx, script, inf, events, stderr)
	stop()
	<-done
	return errors.Join(err, runErr)
}

// scriptSteps waits for the first list to be handled, then creates,
// updates and deletes beta, waiting for each handler call.
func scriptSteps(ctx context.Context, script *demo.Script, inf *informer, events <-chan string, stderr io.Writer) error {
	if _, err := demo.Await(ctx, events, "OnAdd of alpha"); err != nil {
		return err
	}
	if err := demo.WaitFor(ctx, "the informer to sync", inf.hasSynced); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "informer: synced, cache holds %v\n", inf.indexer.ListKeys())
	steps := []struct {
		do   func() error
		want string
	}{
		{func() error { _, err := script.Create(ctx, "beta"); return err }, "OnAdd"},
		{func() error { _, err := script.SetPhase(ctx, "beta", "Ready"); return err }, "OnUpdate"},
		{func() error { return script.Delete(ctx, "beta") }, "OnDelete"},
	}
	for _, s := range steps {
		if err := s.do(); err != nil {
			return err
		}
		got, err := demo.Await(ctx, events, s.want)
		if err != nil {
			return err
		}
		if got != s.want {
			return fmt.Errorf("handler got %s, want %s", got, s.want)
		}
	}
	fmt.Fprintf(stderr, "informer: cache holds %v\n", inf.indexer.ListKeys())
	return nil
}
