// Command listwatch shows the two calls every informer is built on: a LIST
// that returns the collection and the resourceVersion it was read at, then
// a WATCH from that resourceVersion that streams every later change as
// ADDED, MODIFIED or DELETED, with nothing missed and nothing repeated.
//
//	go run ./examples/listwatch
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/rest"

	"github.com/kubegen/kubegen/examples/internal/demo"
	"github.com/kubegen/kubegen/testenv/widget"
)

func main() {
	os.Exit(demo.Main(run, 2*time.Minute))
}

func run(ctx context.Context, cfg *rest.Config, ns string, stdout, stderr io.Writer) error {
	script, err := demo.NewScript(cfg, ns, stderr)
	if err != nil {
		return err
	}
	if _, err := script.Create(ctx, "alpha"); err != nil {
		return err
	}

	list, err := script.Client.List(ctx, ns, metav1.ListOptions{})
	if err != nil {
		return fmt.Errorf("list: %w", err)
	}
	fmt.Fprintf(stderr, "LIST returned %d item(s) at resourceVersion %s:\n", len(list.Items), list.ResourceVersion)
	for i := range list.Items {
		fmt.Fprintf(stderr, "  %s phase=%s\n", list.Items[i].Name, demo.Phase(&list.Items[i]))
	}

	// Watching from the list's resourceVersion is what makes LIST+WATCH a
	// consistent view: alpha, already listed, is not sent again.
	w, err := script.Client.Watch(ctx, ns, metav1.ListOptions{ResourceVersion: list.ResourceVersion})
	if err != nil {
		return fmt.Errorf("watch: %w", err)
	}
	defer w.Stop()
	fmt.Fprintf(stderr, "WATCH from resourceVersion %s\n", list.ResourceVersion)

	// Each scripted change is followed by reading its event, so the
	// narration on stderr and the events on stdout interleave readably.
	steps := []func() error{
		func() error { _, err := script.Create(ctx, "beta"); return err },
		func() error { _, err := script.SetPhase(ctx, "beta", "Ready"); return err },
		func() error { return script.Delete(ctx, "beta") },
		func() error { return script.Delete(ctx, "alpha") },
	}
	for _, step := range steps {
		if err := step(); err != nil {
			return err
		}
		if err := printNext(ctx, w, stdout); err != nil {
			return err
		}
	}
	return nil
}

// printNext prints the next watch event.
func printNext(ctx context.Context, w watch.Interface, stdout io.Writer) error {
	select {
	case <-ctx.Done():
		return fmt.Errorf("waiting for a watch event: %w", ctx.Err())
	case ev, ok := <-w.ResultChan():
		if !ok {
			return fmt.Errorf("the watch ended early")
		}
		obj, isWidget := ev.Object.(*widget.Widget)
		if ev.Type == watch.Error || !isWidget {
			return fmt.Errorf("unexpected watch event %s: %v", ev.Type, ev.Object)
		}
		demo.Event(stdout, string(ev.Type), obj)
		return nil
	}
}
