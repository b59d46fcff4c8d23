package testenv

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"k8s.io/client-go/rest"
)

// Server names which API server an environment runs.
type Server string

const (
	// KubeAPIServer is Kubernetes' own kube-apiserver, built from
	// k8s.io/kubernetes at the release this module requires: every built-in
	// API (namespaces, configmaps, secrets, events, leases, RBAC, admission
	// webhooks and policies, ...), CRDs and the aggregation layer, with RBAC
	// authorization. The default.
	KubeAPIServer Server = "kube-apiserver"
	// APIExtensionsServer is k8s.io/apiextensions-apiserver alone: CRDs and
	// nothing else, no RBAC (every client is system:masters). It starts in
	// about half the time of KubeAPIServer and is kept for tests that only
	// need custom resources and restart the server many times.
	APIExtensionsServer Server = "apiextensions-apiserver"
)

// apiextensionsDisabledAdmission need a core API server (namespaces,
// webhooks, admission policies) that the standalone apiextensions-apiserver
// lacks.
var apiextensionsDisabledAdmission = []string{
	"NamespaceLifecycle",
	"MutatingAdmissionPolicy",
	"MutatingAdmissionWebhook",
	"ValidatingAdmissionPolicy",
	"ValidatingAdmissionWebhook",
}

// apiextensionsReadyPath is polled to tell the apiextensions server is
// serving: its /readyz never turns ready, because one of its checks waits
// for a Service informer that only a core API server could feed.
const apiextensionsReadyPath = "/apis/apiextensions.k8s.io/v1/customresourcedefinitions?limit=1"

// valid reports an Options.Server that names no server, before anything is
// built or started.
func (s Server) valid() error {
	if s != KubeAPIServer && s != APIExtensionsServer {
		return fmt.Errorf("unknown Options.Server (or %s) %q: want %q or %q", ServerEnv, s, KubeAPIServer, APIExtensionsServer)
	}
	return nil
}

// readyPath is what StartAPIServer polls for 200.
func (s Server) readyPath() string {
	if s == APIExtensionsServer {
		return apiextensionsReadyPath
	}
	return "/readyz"
}

func (e *Env) apiServerArgs() ([]string, error) {
	files, err := e.pki.writeFiles(e.dir)
	if err != nil {
		return nil, err
	}
	common := []string{
		"--etcd-servers=" + e.etcdClientURL,
		"--bind-address=127.0.0.1",
		"--secure-port=" + strconv.Itoa(e.apiPort),
		"--cert-dir=" + filepath.Join(e.dir, "apiserver-certs"),
		"--tls-cert-file=" + files.cert,
		"--tls-private-key-file=" + files.key,
		"--client-ca-file=" + files.ca,
		// Tests create objects by the thousand from few clients; fairness
		// queues would only make them wait.
		"--enable-priority-and-fairness=false",
		"--profiling=false",
	}
	var args []string
	switch e.opts.Server {
	case KubeAPIServer:
		args = append([]string{"kube-apiserver"}, common...)
		args = append(args,
			// Without it the apiserver looks for the address of the
			// default route, which a machine without network lacks.
			"--advertise-address=127.0.0.1",
			// The endpoint reconciler refuses a loopback address; the
			// default/kubernetes Service is still created, without
			// endpoints, which nothing in a test environment dials.
			"--endpoint-reconciler-type=none",
			"--authorization-mode=RBAC",
			"--service-cluster-ip-range=10.0.0.0/24",
			"--allow-privileged=true",
			"--service-account-issuer="+fmt.Sprintf("https://127.0.0.1:%d", e.apiPort),
			"--service-account-key-file="+files.serviceAccountKey,
			"--service-account-signing-key-file="+files.serviceAccountKey,
			// No controller manager runs, so no namespace gets its
			// default service account; the plugin would refuse every pod.
			"--disable-admission-plugins=ServiceAccount",
		)
	case APIExtensionsServer:
		// The delegated authentication/authorization kubeconfigs point at
		// a port nobody listens on: system:masters client certificates are
		// authenticated from --client-ca-file and always authorized, so the
		// server never needs to reach them.
		unreachable := filepath.Join(e.dir, "unreachable.kubeconfig")
		if err := os.WriteFile(unreachable, []byte(unreachableKubeconfig), 0o600); err != nil {
			return nil, err
		}
		args = append([]string{"apiserver"}, common...)
		args = append(args,
			"--authentication-kubeconfig="+unreachable,
			"--authorization-kubeconfig="+unreachable,
			"--kubeconfig="+unreachable,
			"--authentication-skip-lookup=true",
			"--disable-admission-plugins="+strings.Join(apiextensionsDisabledAdmission, ","),
		)
	default:
		return nil, e.opts.Server.valid()
	}
	if e.opts.DisableWatchCache {
		args = append(args, "--watch-cache=false")
	}
	return append(args, e.opts.ExtraAPIServerArgs...), nil
}

// ShardedListAndWatchGate is the apiserver flag that turns on server-side
// sharded LIST and WATCH (KEP-5866); pass it in Options.ExtraAPIServerArgs.
// The apiserver applies shard selectors in its watch cache, so leave
// DisableWatchCache off with it.
const ShardedListAndWatchGate = "--feature-gates=ShardedListAndWatch=true"

const unreachableKubeconfig = `apiVersion: v1
kind: Config
clusters:
- name: unreachable
  cluster:
    server: https://127.0.0.1:1
    insecure-skip-tls-verify: true
contexts:
- name: unreachable
  context:
    cluster: unreachable
    user: nobody
users:
- name: nobody
  user: {}
current-context: unreachable
`

func (e *Env) restConfig() *rest.Config {
	return &rest.Config{
		Host: fmt.Sprintf("https://127.0.0.1:%d", e.apiPort),
		TLSClientConfig: rest.TLSClientConfig{
			CAData:   e.pki.caPEM,
			CertData: e.pki.clientCert,
			KeyData:  e.pki.clientKey,
		},
		// Tests create thousands of objects; client-side throttling would
		// only slow them down.
		QPS:   -1,
		Burst: -1,
	}
}

// StartAPIServer starts the apiserver on its port (the same one every time)
// and waits until it serves CRDs. It is an error if it is running.
func (e *Env) StartAPIServer(ctx context.Context) error {
	e.mu.Lock()
	if e.stopped {
		e.mu.Unlock()
		return errStopped
	}
	if e.api != nil {
		e.mu.Unlock()
		return fmt.Errorf("testenv: apiserver already running")
	}
	e.logf("starting apiserver on 127.0.0.1:%d", e.apiPort)
	c, err := startChild("apiserver", e.bin, e.apiArgs, e.out)
	if err != nil {
		e.mu.Unlock()
		return err
	}
	e.api = c
	e.mu.Unlock()

	hc, err := e.probeClient()
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, e.opts.StartTimeout)
	defer cancel()
	start := time.Now()
	// A first start on a busy machine can take tens of seconds; say so.
	stop := every(ctx, progressEvery, func(elapsed time.Duration) {
		e.sayf("still waiting for the apiserver to serve: %d s (its output: %s)", int(elapsed.Seconds()), e.logPath)
	})
	defer stop()
	err = waitFor(ctx, c, 100*time.Millisecond, func(ctx context.Context) (bool, error) {
		return answersOK(ctx, hc, e.Config.Host+e.opts.Server.readyPath())
	})
	if err == nil {
		err = e.waitExistingCRDsServed(ctx)
	}
	if err != nil {
		return fmt.Errorf("testenv: apiserver: %w\nlog: %s", err, e.logPath)
	}
	e.logf("apiserver ready after %s", time.Since(start).Round(time.Millisecond))
	return nil
}

func (e *Env) probeClient() (*http.Client, error) {
	cfg := rest.CopyConfig(e.Config)
	cfg.Timeout = 5 * time.Second
	return rest.HTTPClientFor(cfg)
}

// StopAPIServer stops the apiserver (see Options.StopGrace); etcd keeps
// running. Stopping a stopped apiserver does nothing.
func (e *Env) StopAPIServer(ctx context.Context) error {
	e.mu.Lock()
	c := e.api
	e.api = nil
	e.mu.Unlock()
	if c == nil {
		return nil
	}
	e.logf("stopping apiserver")
	done := make(chan struct{})
	go func() {
		c.stop(e.opts.StopGrace)
		close(done)
	}()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// RestartAPIServer stops the apiserver and starts it again on the same
// port, against the same etcd.
func (e *Env) RestartAPIServer(ctx context.Context) error {
	if err := e.StopAPIServer(ctx); err != nil {
		return err
	}
	return e.StartAPIServer(ctx)
}
