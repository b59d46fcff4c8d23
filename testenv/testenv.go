// Package testenv runs a real Kubernetes API server for tests: etcd 3.7
// and Kubernetes' own kube-apiserver (KubernetesVersion), built from Go
// modules, each a child process of the test on loopback ports.
//
// StartForTest is the common case: a server for one test, stopped when the
// test ends. Start and Env.Stop serve a whole package from TestMain. The
// admin client (Env.Config, also Env.KubeconfigFile) is in system:masters;
// Env.ConfigFor makes clients that are any user in any groups, which RBAC
// then governs. CRDs install from Go values or manifest directories
// (Options.CRDs, Options.CRDPaths, Env.InstallCRDs,
// Env.InstallCRDsFromPaths) and are served when those return.
// Env.StartWebhookServer serves admission or conversion webhooks on
// loopback with a certificate the server trusts, and
// Env.InstallWebhooksFromPaths installs controller-gen's webhook manifests
// against it. Beside the server run three controllers of
// kube-controller-manager: namespace deletion, cluster role aggregation and
// the garbage collector, which also collects custom resources of CRDs
// installed while the environment runs
// (Options.DisableControllers).
//
// The server binary (cmd/kubegen-testserver) is built on first use, from
// this module's directory, and kept in the user's cache directory; the
// first build takes minutes and reports progress, later starts reuse the
// binary, from any module requiring this testenv, while what it is built
// from is unchanged. Set KUBEGEN_TESTSERVER to use a prebuilt binary
// (BuildServer, cmd/testenv-build). The repository's docs/testenv.md
// explains the design.
package testenv

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	"k8s.io/client-go/rest"

	"github.com/kubegen/kubegen/generators/crd"
)

// Options configure Start. The zero value is a usable default.
type Options struct {
	// Server is the API server to run. Empty means KubeAPIServer, or the
	// value of KUBEGEN_TESTENV_SERVER when that is set.
	Server Server
	// Verbose prints progress and copies the servers' output to stderr.
	// KUBEGEN_TESTENV_VERBOSE=1 turns it on too.
	Verbose bool
	// DisableWatchCache runs the apiserver with --watch-cache=false, so
	// that every watch is served by etcd: a watch from a compacted
	// resourceVersion then fails with 410 Gone, as tests of relisting need.
	// With the watch cache, the apiserver answers from its own window of
	// recent events, which compacting etcd does not shorten.
	DisableWatchCache bool
	// ServerBinary is a prebuilt kubegen-testserver; empty builds one.
	ServerBinary string
	// StartTimeout bounds each server's start, not the build. Default 2m.
	StartTimeout time.Duration
	// StopGrace is how long a stopping apiserver gets after SIGTERM before
	// it is killed. Zero kills at once, which is what a restart test wants:
	// open watches break the way they do when a server crashes.
	StopGrace time.Duration
	// ExtraAPIServerArgs are appended to the apiserver's flags.
	ExtraAPIServerArgs []string
	// CRDs are installed once the apiserver serves, and Start returns only
	// when each is established and answers a LIST.
	CRDs []*apiextensionsv1.CustomResourceDefinition
	// CRDPaths are files or directories of CRD manifests installed with
	// CRDs (see InstallCRDsFromPaths); a missing path fails Start.
	CRDPaths []string
	// CRDPackages are Go package patterns (./api/..., relative to the
	// working directory, or import paths) whose CRDs are generated from the
	// Go types in-process when Start begins (CRDsFromPackages, with
	// CRDOptions) and installed with CRDs: the test installs what the
	// types say now, never stale YAML.
	CRDPackages []string
	// CRDOptions are the crd generator's options for CRDPackages
	// (controller-gen's crd:generateEmbeddedObjectMeta and the like).
	CRDOptions crd.Options
	// DisableControllers leaves out the controllers testenv runs beside
	// kube-apiserver: namespace deletion (without it a deleted namespace
	// stays Terminating and keeps its objects), cluster role aggregation
	// (without it the built-in view, edit and admin roles have no rules)
	// and the garbage collector (without it a deleted owner's dependents
	// stay, and an owner deleted with foreground or orphan propagation
	// keeps its finalizer for ever). No other controller of
	// kube-controller-manager runs: no service accounts, no workloads.
	DisableControllers bool
	// KeepDir keeps the temporary directory (log, certificates, etcd data)
	// after Stop, for debugging.
	KeepDir bool
}

// Env is a running environment. Its methods are safe for concurrent use.
type Env struct {
	// Config reaches the apiserver as a member of system:masters.
	Config *rest.Config

	opts    Options
	dir     string
	logPath string
	// kubeconfigPath is the admin kubeconfig, written once at start.
	kubeconfigPath string
	log            *os.File
	out            io.Writer // log, or log and stderr when verbose
	bin            string
	pki            *pki

	etcdClientURL string
	etcdPeerURL   string
	apiPort       int
	apiArgs       []string

	mu      sync.Mutex
	etcd    *child
	api     *child
	ctrl    *child // the controllers; nil when off or not started
	etcdCli *clientv3.Client
	stopped bool
}

// Start builds the server if needed and starts etcd and the apiserver. On
// error nothing is left running; the error includes the tail of the log.
func Start(ctx context.Context, opts Options) (*Env, error) {
	if opts.StartTimeout == 0 {
		opts.StartTimeout = 2 * time.Minute
	}
	if os.Getenv("KUBEGEN_TESTENV_VERBOSE") == "1" {
		opts.Verbose = true
	}
	if opts.Server == "" {
		opts.Server = Server(os.Getenv(ServerEnv))
	}
	if opts.Server == "" {
		opts.Server = KubeAPIServer
	}
	dir, err := os.MkdirTemp("", "kubegen-testenv-")
	if err != nil {
		return nil, err
	}
	e := &Env{opts: opts, dir: dir, logPath: filepath.Join(dir, "servers.log")}
	if e.log, err = os.OpenFile(e.logPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	e.out = e.log
	if opts.Verbose {
		e.out = io.MultiWriter(e.log, os.Stderr)
	}
	if err := e.start(ctx); err != nil {
		err = fmt.Errorf("testenv: %w\nlog %s ends with:\n%s", err, e.logPath, e.LogTail(40))
		e.Stop()
		return nil, err
	}
	return e, nil
}

func (e *Env) start(ctx context.Context) error {
	if err := e.opts.Server.valid(); err != nil {
		return err
	}
	crds, err := e.opts.startCRDs()
	if err != nil {
		return err
	}
	if e.bin, err = serverBinary(ctx, e.opts, e.sayf, e.logf); err != nil {
		return err
	}
	if e.pki, err = newPKI(); err != nil {
		return err
	}
	ports, err := freePorts(3)
	if err != nil {
		return err
	}
	e.etcdClientURL = fmt.Sprintf("http://127.0.0.1:%d", ports[0])
	e.etcdPeerURL = fmt.Sprintf("http://127.0.0.1:%d", ports[1])
	e.apiPort = ports[2]
	if err := e.startEtcd(ctx); err != nil {
		return err
	}
	if e.apiArgs, err = e.apiServerArgs(); err != nil {
		return err
	}
	e.Config = e.restConfig()
	if err := e.writeKubeconfig(); err != nil {
		return err
	}
	if err := e.StartAPIServer(ctx); err != nil {
		return err
	}
	if err := e.startControllers(); err != nil {
		return err
	}
	if len(crds) > 0 {
		e.logf("installing %d CRDs", len(crds))
		return e.InstallCRDs(ctx, crds...)
	}
	return nil
}

// Stop kills both servers and removes the temporary directory. It is
// idempotent.
func (e *Env) Stop() {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.stopped {
		return
	}
	e.stopped = true
	if e.ctrl != nil {
		e.ctrl.stop(0)
		e.ctrl = nil
	}
	if e.api != nil {
		e.api.stop(0)
		e.api = nil
	}
	if e.etcdCli != nil {
		_ = e.etcdCli.Close()
		e.etcdCli = nil
	}
	if e.etcd != nil {
		e.etcd.stop(5 * time.Second)
		e.etcd = nil
	}
	if e.log != nil {
		_ = e.log.Close()
	}
	if e.opts.KeepDir {
		fmt.Fprintf(os.Stderr, "testenv: kept %s\n", e.dir)
		return
	}
	_ = os.RemoveAll(e.dir)
}

// LogPath is the file that holds both servers' output.
func (e *Env) LogPath() string { return e.logPath }

// LogTail returns the last n lines of the servers' log.
func (e *Env) LogTail(n int) string {
	data, err := os.ReadFile(e.logPath)
	if err != nil {
		return fmt.Sprintf("(cannot read log: %v)", err)
	}
	lines := strings.Split(strings.TrimRight(string(data), "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// EtcdEndpoint is etcd's client URL.
func (e *Env) EtcdEndpoint() string { return e.etcdClientURL }

// logf writes a progress line to the log, and to stderr when verbose.
func (e *Env) logf(format string, args ...any) {
	fmt.Fprintf(e.out, "=== testenv %s: %s\n", time.Now().Format("15:04:05.000"), fmt.Sprintf(format, args...))
}

// sayf is logf for progress a person waits on (building the server): it
// always reaches stderr as well, verbose or not.
func (e *Env) sayf(format string, args ...any) {
	w := e.out
	if !e.opts.Verbose {
		w = io.MultiWriter(e.log, os.Stderr)
	}
	fmt.Fprintf(w, "=== testenv %s: %s\n", time.Now().Format("15:04:05.000"), fmt.Sprintf(format, args...))
}

// waitFor polls check every interval until it returns true, fails, ctx ends
// or the child exits.
func waitFor(ctx context.Context, c *child, interval time.Duration, check func(context.Context) (bool, error)) error {
	var last error
	for {
		if gone, err := c.exited(); gone {
			return err
		}
		ok, err := check(ctx)
		if ok {
			return nil
		}
		if err != nil {
			last = err
		}
		select {
		case <-ctx.Done():
			if last != nil {
				return fmt.Errorf("%s not ready: %w (last error: %v)", c.name, ctx.Err(), last)
			}
			return fmt.Errorf("%s not ready: %w", c.name, ctx.Err())
		case <-time.After(interval):
		}
	}
}

var errStopped = errors.New("testenv: environment stopped")
