// Command reflector runs a Reflector that fills a DeltaFIFO which has no
// knownObjects store, and pops it. The create and the update are reported;
// the delete is not, and the narration on stderr says why.
//
//	go run ./examples/reflector
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"sync"
	"time"

	"k8s.io/client-go/rest"

	"github.com/kubegen/kubegen/examples/internal/demo"
	rt "github.com/kubegen/kubegen/runtime"
	"github.com/kubegen/kubegen/testenv/widget"
)

func main() {
	os.Exit(demo.Main(run, 2*time.Minute))
}

func run(ctx context.Context, cfg *rest.Config, ns string, stdout, stderr io.Writer) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	script, err := demo.NewScript(cfg, ns, stderr)
	if err != nil {
		return err
	}
	lw, err := demo.WidgetListerWatcher(cfg, ns)
	if err != nil {
		return err
	}

	fifo := rt.NewDeltaFIFO(rt.DeltaFIFOOptions[*widget.Widget]{}) // no KnownObjects
	store := &tellingStore{DeltaFIFO: fifo, log: stderr, deleted: make(chan bool, 1)}
	reflector := rt.NewReflector(lw, store, rt.ReflectorOptions[*widget.Widget]{})

	popped := make(chan rt.DeltaType, 16)
	var wg sync.WaitGroup
	var popErr error
	wg.Go(func() { reflector.Run(ctx) })
	wg.Go(func() {
		popErr = demo.PopLoop(fifo, func(key string, deltas []rt.Delta[*widget.Widget]) error {
			for _, d := range deltas {
				demo.Event(stdout, string(d.Type), d.Object)
				demo.Send(ctx, popped, d.Type)
			}
			return nil
		})
	})
	err = scriptSteps(ctx, script, fifo, store, popped, stderr)
	cancel()
	fifo.Close()
	wg.Wait()
	return errors.Join(err, popErr)
}

// scriptSteps creates, updates and deletes a Widget, waiting for each
// delta to be popped before the next change, so that the queue is empty
// when the delete arrives.
func scriptSteps(ctx context.Context, script *demo.Script, fifo *rt.DeltaFIFO[*widget.Widget], store *tellingStore, popped <-chan rt.DeltaType, stderr io.Writer) error {
	if err := demo.WaitFor(ctx, "the first LIST", fifo.HasSynced); err != nil {
		return err
	}
	fmt.Fprintln(stderr, "reflector: listed (nothing yet) and watching")
	if _, err := script.Create(ctx, "demo"); err != nil {
		return err
	}
	if _, err := demo.Await(ctx, popped, "the Added delta"); err != nil {
		return err
	}
	if _, err := script.SetPhase(ctx, "demo", "Ready"); err != nil {
		return err
	}
	if _, err := demo.Await(ctx, popped, "the Updated delta"); err != nil {
		return err
	}
	if err := script.Delete(ctx, "demo"); err != nil {
		return err
	}
	queued, err := demo.Await(ctx, store.deleted, "the reflector's Delete")
	if err != nil {
		return err
	}
	if queued {
		return fmt.Errorf("the DeltaFIFO queued the delete, but it has no knownObjects")
	}
	fmt.Fprint(stderr, why)
	return nil
}

const why = `why the delete is not reported:
  DeltaFIFO.Delete queues a Deleted delta only for a key that still has
  deltas queued, or that its knownObjects store knows. This queue has no
  knownObjects, and demo's Added and Updated deltas were popped already, so
  the queue has no trace of demo and drops the delete as one of an object
  it never saw. An informer passes its Indexer as knownObjects (see
  examples/indexer); the same store lets a relist find deletions that a
  broken watch missed.
`

// tellingStore is the DeltaFIFO as the reflector sees it, reporting on
// each Delete whether the queue kept it.
type tellingStore struct {
	*rt.DeltaFIFO[*widget.Widget]
	log     io.Writer
	deleted chan bool
}

func (s *tellingStore) Delete(obj *widget.Widget) error {
	err := s.DeltaFIFO.Delete(obj)
	key, _ := rt.MetaNamespaceKey(obj)
	queued := slices.Contains(s.ListKeys(), key)
	fmt.Fprintf(s.log, "reflector: watch event DELETED %s -> DeltaFIFO.Delete; queued: %v\n", key, queued)
	// The script waits for one delete; never block the reflector on more.
	select {
	case s.deleted <- queued:
	default:
	}
	return err
}
