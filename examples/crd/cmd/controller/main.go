// Command controller runs the Foo controller of examples/crd.
//
// By default it starts an embedded API server (etcd and kube-apiserver, as
// the tests do) and installs the CRDs; with --kubeconfig it runs against
// that cluster instead. Every status it writes is also recorded as a
// core/v1 Event on the Foo. With --script it also runs a scripted client
// that creates a namespace, then creates, scales, updates and deletes Foos
// and Bars, waits for each reconcile, shows the Events the controller
// recorded, and exits; without it, it runs until interrupted.
//
//	go run ./examples/crd/cmd/controller --script
//	go run ./examples/crd/cmd/controller --kubeconfig ~/.kube/config --install-crds
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync"
	"syscall"
	"time"

	apiextensionsclient "k8s.io/apiextensions-apiserver/pkg/client/clientset/clientset"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/tools/clientcmd"

	"github.com/kubegen/kubegen/examples/crd/controller"
	"github.com/kubegen/kubegen/examples/crd/manifests"
	clientset "github.com/kubegen/kubegen/examples/crd/pkg/generated/clientset/versioned"
	informers "github.com/kubegen/kubegen/examples/crd/pkg/generated/informers/externalversions"
	"github.com/kubegen/kubegen/testenv"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "error:", err)
		os.Exit(1)
	}
}

type options struct {
	kubeconfig  string
	installCRDs bool
	workers     int
	script      bool
	namespace   string
	timeout     time.Duration
	// shards > 0 runs as one replica of a sharded group (shards.go).
	shards         int
	identity       string
	leaseNamespace string
}

func parseFlags(args []string, stderr io.Writer) (options, error) {
	var o options
	fs := flag.NewFlagSet("controller", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&o.kubeconfig, "kubeconfig", "", "run against the cluster of this kubeconfig; empty starts an embedded API server")
	fs.BoolVar(&o.installCRDs, "install-crds", false, "with --kubeconfig, create the CRDs of examples/crd/manifests when missing (the embedded server always gets them)")
	fs.IntVar(&o.workers, "workers", 2, "reconcile workers")
	fs.BoolVar(&o.script, "script", false, "run the scripted client, then exit")
	fs.StringVar(&o.namespace, "namespace", "demo", "namespace of the scripted client's Foos")
	fs.DurationVar(&o.timeout, "timeout", 2*time.Minute, "with --script, the longest the script may take")
	fs.IntVar(&o.shards, "shards", 0, "run as one replica of a sharded controller whose replicas split this many hash ranges of the namespace key (0: unsharded)")
	fs.StringVar(&o.identity, "identity", "", "with --shards, this replica's unique name (default host-pid)")
	fs.StringVar(&o.leaseNamespace, "lease-namespace", "default", "with --shards, the namespace of the replicas' Leases")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	if o.shards < 0 {
		return o, fmt.Errorf("--shards must not be negative")
	}
	if fs.NArg() > 0 {
		return o, fmt.Errorf("unexpected arguments %v", fs.Args())
	}
	if o.workers < 1 {
		return o, fmt.Errorf("--workers must be at least 1")
	}
	return o, nil
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	o, err := parseFlags(args, stderr)
	if err != nil {
		return err
	}
	cfg, stopServer, err := connect(ctx, o, stderr)
	if err != nil {
		return err
	}
	defer stopServer()

	client, err := clientset.NewForConfig(cfg)
	if err != nil {
		return err
	}
	kube, err := kubernetes.NewForConfig(cfg)
	if err != nil {
		return err
	}
	events, stopEvents := controller.NewEventRecorder(kube)
	defer stopEvents()
	// The controller's workers and handlers and the script share stdout.
	stdout = &lockedWriter{w: stdout}
	tracker := newTracker()
	copts := controller.Options{Log: stdout, Reconciled: tracker.add, Events: events}
	newScript := func() *script {
		return &script{client: client, kube: kube, ns: o.namespace, out: stdout, tracker: tracker}
	}
	if o.shards > 0 {
		return runShardedMain(ctx, o, cfg, client, copts, newScript)
	}
	factory := informers.NewSharedInformerFactory(client, 10*time.Minute)
	c, err := controller.New(client, factory, copts)
	if err != nil {
		return err
	}

	runCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	done := make(chan error, 1)
	factory.Start(runCtx.Done())
	go func() { done <- c.Run(runCtx, o.workers) }()

	var scriptErr error
	if o.script {
		scriptCtx, cancelScript := context.WithTimeout(runCtx, o.timeout)
		// Start changing things once the controller sees them all.
		select {
		case <-c.CachesSynced():
		case <-scriptCtx.Done():
			scriptErr = fmt.Errorf("the controller's caches did not sync: %w", scriptCtx.Err())
		}
		if scriptErr == nil {
			scriptErr = newScript().run(scriptCtx)
		}
		cancelScript()
		cancel()
	}
	err = <-done
	factory.Shutdown()
	return errors.Join(scriptErr, err)
}

// connect returns the configuration of the cluster to use, starting the
// embedded server when no kubeconfig is given, and installs the CRDs if
// asked to; stop stops what it started.
func connect(ctx context.Context, o options, stderr io.Writer) (cfg *rest.Config, stop func(), err error) {
	if o.kubeconfig != "" {
		cfg, err := clientcmd.BuildConfigFromFlags("", o.kubeconfig)
		if err != nil {
			return nil, nil, fmt.Errorf("--kubeconfig: %w", err)
		}
		if o.installCRDs {
			if err := installCRDs(ctx, cfg); err != nil {
				return nil, nil, err
			}
		}
		return cfg, func() {}, nil
	}
	fmt.Fprintln(stderr, "starting the embedded API server (etcd + kube-apiserver; the first build takes minutes)")
	start := time.Now()
	// Building the server the first time may take minutes.
	startCtx, cancel := context.WithTimeout(ctx, 30*time.Minute)
	defer cancel()
	envOpts := testenv.Options{}
	if o.shards > 0 {
		envOpts.ExtraAPIServerArgs = []string{testenv.ShardedListAndWatchGate}
	}
	env, err := testenv.Start(startCtx, envOpts)
	if err != nil {
		return nil, nil, err
	}
	crds, err := manifests.CRDs()
	if err == nil {
		err = env.InstallCRDs(startCtx, crds...)
	}
	if err != nil {
		env.Stop()
		return nil, nil, fmt.Errorf("install the CRDs: %w", err)
	}
	fmt.Fprintf(stderr, "API server ready at %s after %s; CRDs installed:", env.Config.Host, time.Since(start).Round(time.Millisecond))
	for _, crd := range crds {
		fmt.Fprintf(stderr, " %s", crd.Name)
	}
	fmt.Fprintln(stderr)
	return env.Config, env.Stop, nil
}

// installCRDs creates the CRDs that do not exist yet. It does not wait for
// them to be established: the informers retry until they are.
func installCRDs(ctx context.Context, cfg *rest.Config) error {
	crds, err := manifests.CRDs()
	if err != nil {
		return err
	}
	cs, err := apiextensionsclient.NewForConfig(cfg)
	if err != nil {
		return err
	}
	for _, crd := range crds {
		_, err := cs.ApiextensionsV1().CustomResourceDefinitions().Create(ctx, crd, metav1.CreateOptions{})
		if err != nil && !apierrors.IsAlreadyExists(err) {
			return fmt.Errorf("create CRD %s: %w", crd.Name, err)
		}
	}
	return nil
}

// lockedWriter serialises writes from several goroutines.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}
