// Command indexer is examples/reflector with one change: the DeltaFIFO's
// knownObjects is an Indexer, and each popped delta is applied to that
// Indexer. The delete is now reported, because the queue asks the Indexer
// whether it knows the deleted object.
//
//	go run ./examples/indexer
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

	indexer := rt.NewIndexer[*widget.Widget](nil, nil)
	fifo := rt.NewDeltaFIFO(rt.DeltaFIFOOptions[*widget.Widget]{KnownObjects: indexer})
	reflector := rt.NewReflector(lw, fifo, rt.ReflectorOptions[*widget.Widget]{})

	popped := make(chan rt.DeltaType, 16)
	var wg sync.WaitGroup
	var popErr error
	wg.Go(func() { reflector.Run(ctx) })
	wg.Go(func() {
		popErr = demo.PopLoop(fifo, func(key string, deltas []rt.Delta[*widget.Widget]) error {
			for _, d := range deltas {
				if err := apply(indexer, d); err != nil {
					return err
				}
				demo.Event(stdout, string(d.Type), d.Object)
				fmt.Fprintf(stderr, "indexer: applied %s %s; it holds %d object(s)\n", d.Type, key, indexer.Len())
				demo.Send(ctx, popped, d.Type)
			}
			return nil
		})
	})
	err = scriptSteps(ctx, script, fifo, popped, stderr)
	cancel()
	fifo.Close()
	wg.Wait()
	return errors.Join(err, popErr)
}

// apply brings the Indexer in step with one delta, as an informer does
// before it tells its handlers.
func apply(indexer *rt.Indexer[*widget.Widget], d rt.Delta[*widget.Widget]) error {
	if d.Type == rt.Deleted {
		indexer.RemoveKey(d.Key)
		return nil
	}
	return indexer.Put(d.Object)
}

// scriptSteps creates, updates and deletes a Widget, waiting for each
// delta to be popped (and applied) before the next change, exactly as
// examples/reflector does.
func scriptSteps(ctx context.Context, script *demo.Script, fifo *rt.DeltaFIFO[*widget.Widget], popped <-chan rt.DeltaType, stderr io.Writer) error {
	if err := demo.WaitFor(ctx, "the first LIST", fifo.HasSynced); err != nil {
		return err
	}
	fmt.Fprintln(stderr, "reflector: listed (nothing yet) and watching")
	steps := []struct {
		do   func() error
		want rt.DeltaType
	}{
		{func() error { _, err := script.Create(ctx, "demo"); return err }, rt.Added},
		{func() error { _, err := script.SetPhase(ctx, "demo", "Ready"); return err }, rt.Updated},
		{func() error { return script.Delete(ctx, "demo") }, rt.Deleted},
	}
	for _, s := range steps {
		if err := s.do(); err != nil {
			return err
		}
		got, err := demo.Await(ctx, popped, fmt.Sprintf("the %s delta", s.want))
		if err != nil {
			return err
		}
		if got != s.want {
			return fmt.Errorf("popped a %s delta, want %s", got, s.want)
		}
	}
	fmt.Fprintln(stderr, "the delete is reported: the queue found demo in its knownObjects, the Indexer")
	return nil
}
