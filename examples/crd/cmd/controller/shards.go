package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	coordinationv1client "k8s.io/client-go/kubernetes/typed/coordination/v1"
	"k8s.io/client-go/rest"

	"github.com/kubegen/kubegen/examples/crd/controller"
	clientset "github.com/kubegen/kubegen/examples/crd/pkg/generated/clientset/versioned"
	informers "github.com/kubegen/kubegen/examples/crd/pkg/generated/informers/externalversions"
	kgruntime "github.com/kubegen/kubegen/runtime"
	"github.com/kubegen/kubegen/shard"
)

// runSharded runs the controller as one replica of a sharded group (the
// --shards mode): a shard.Member meets the other replicas through Leases in
// --lease-namespace and hands this replica its share of o.shards hash
// ranges of the namespace key. Foos are sharded; Bars are cluster-scoped,
// so each range reads all of them through an unsharded factory. Each range gets its own sharded informer factory
// (WithShardSelector) and Controller; releasing a range stops its
// Controller (queue shut down, workers finished) and its informers.
func runSharded(ctx context.Context, o options, cfg *rest.Config, client clientset.Interface, opts controller.Options, stdout io.Writer) (*shardRunner, *shard.Member, error) {
	cs, err := coordinationv1client.NewForConfig(cfg)
	if err != nil {
		return nil, nil, err
	}
	id := o.identity
	if id == "" {
		host, _ := os.Hostname()
		id = fmt.Sprintf("%s-%d", host, os.Getpid())
	}
	runner := &shardRunner{client: client, opts: opts, workers: o.workers, out: stdout, id: id, runs: map[int]*rangeRun{}}
	m, err := shard.NewMember(shard.Config{
		Leases: cs.Leases(o.leaseNamespace), Group: "foo-controller", Identity: id,
		Ranges: o.shards, LeaseDuration: 15 * time.Second, Handler: runner,
	})
	if err != nil {
		return nil, nil, err
	}
	return runner, m, nil
}

// shardRunner is the shard.Handler of the --shards mode.
type shardRunner struct {
	client  clientset.Interface
	opts    controller.Options
	workers int
	out     io.Writer
	id      string

	// mu guards runs; it is not held while starting or stopping one.
	mu   sync.Mutex
	runs map[int]*rangeRun
}

type rangeRun struct {
	factory informers.SharedInformerFactory
	bars    informers.SharedInformerFactory
	ctrl    *controller.Controller
	cancel  context.CancelFunc
	done    chan struct{}
}

func (s *shardRunner) Acquire(ctx context.Context, r shard.Range) error {
	sel, err := kgruntime.NewShardSelector(kgruntime.ShardByNamespace, r.Hash)
	if err != nil {
		return err
	}
	factory := informers.NewSharedInformerFactoryWithOptions(s.client, 10*time.Minute, informers.WithShardSelector(sel))
	// Bars are cluster-scoped: every range reads all of them.
	bars := informers.NewSharedInformerFactory(s.client, 10*time.Minute)
	opts := s.opts
	opts.BarFactory = bars
	c, err := controller.New(s.client, factory, opts)
	if err != nil {
		return err
	}
	rctx, cancel := context.WithCancel(ctx)
	run := &rangeRun{factory: factory, bars: bars, ctrl: c, cancel: cancel, done: make(chan struct{})}
	factory.Start(rctx.Done())
	bars.Start(rctx.Done())
	go func() {
		defer close(run.done)
		_ = c.Run(rctx, s.workers)
	}()
	s.mu.Lock()
	s.runs[r.Index] = run
	s.mu.Unlock()
	fmt.Fprintf(s.out, "shards: %s acquired range %s\n", s.id, r)
	return nil
}

func (s *shardRunner) Release(r shard.Range) {
	s.mu.Lock()
	run := s.runs[r.Index]
	delete(s.runs, r.Index)
	s.mu.Unlock()
	if run == nil {
		return
	}
	run.cancel()
	<-run.done
	run.factory.Shutdown()
	run.bars.Shutdown()
	fmt.Fprintf(s.out, "shards: %s released range %s\n", s.id, r)
}

// synced reports whether want ranges run and every one's caches synced.
func (s *shardRunner) synced(want int) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.runs) != want {
		return false
	}
	for _, run := range s.runs {
		select {
		case <-run.ctrl.CachesSynced():
		default:
			return false
		}
	}
	return true
}

// waitSynced waits until this replica runs every range (it is alone) and
// their caches synced; the scripted client needs the whole collection.
func (s *shardRunner) waitSynced(ctx context.Context, want int) error {
	for !s.synced(want) {
		select {
		case <-ctx.Done():
			return fmt.Errorf("the sharded controller did not take every range: %w", ctx.Err())
		case <-time.After(100 * time.Millisecond):
		}
	}
	return nil
}

// runShardedMain is run's --shards path: the member runs until ctx ends
// (or the script is done), releasing every range and deleting its Lease on
// the way out.
func runShardedMain(ctx context.Context, o options, cfg *rest.Config, client clientset.Interface, opts controller.Options, newScript func() *script) error {
	runner, member, err := runSharded(ctx, o, cfg, client, opts, opts.Log)
	if err != nil {
		return err
	}
	runCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	done := make(chan struct{})
	go func() {
		defer close(done)
		member.Run(runCtx)
	}()
	var scriptErr error
	if o.script {
		scriptCtx, cancelScript := context.WithTimeout(runCtx, o.timeout)
		scriptErr = runner.waitSynced(scriptCtx, o.shards)
		if scriptErr == nil {
			scriptErr = newScript().run(scriptCtx)
		}
		cancelScript()
		cancel()
	}
	<-done
	return scriptErr
}
