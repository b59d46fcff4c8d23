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

// disabledAdmissionPlugins need a core API server (namespaces, webhooks,
// admission policies) that the standalone apiextensions-apiserver lacks.
var disabledAdmissionPlugins = []string{
	"NamespaceLifecycle",
	"MutatingAdmissionPolicy",
	"MutatingAdmissionWebhook",
	"ValidatingAdmissionPolicy",
	"ValidatingAdmissionWebhook",
}

// readyPath is polled to tell the apiserver is serving: /readyz never turns
// ready here, because one of its checks waits for a Service informer that
// only a core API server could feed.
const readyPath = "/apis/apiextensions.k8s.io/v1/customresourcedefinitions?limit=1"

func (e *Env) apiServerArgs() ([]string, error) {
	caFile, certFile, keyFile, err := e.pki.writeFiles(e.dir)
	if err != nil {
		return nil, err
	}
	// The delegated authentication/authorization kubeconfigs point at a
	// port nobody listens on: system:masters client certificates are
	// authenticated from --client-ca-file and always authorized, so the
	// apiserver never needs to reach them.
	unreachable := filepath.Join(e.dir, "unreachable.kubeconfig")
	if err := os.WriteFile(unreachable, []byte(unreachableKubeconfig), 0o600); err != nil {
		return nil, err
	}
	args := []string{"apiserver",
		"--etcd-servers=" + e.etcdClientURL,
		"--bind-address=127.0.0.1",
		"--secure-port=" + strconv.Itoa(e.apiPort),
		"--cert-dir=" + filepath.Join(e.dir, "apiserver-certs"),
		"--tls-cert-file=" + certFile,
		"--tls-private-key-file=" + keyFile,
		"--client-ca-file=" + caFile,
		"--authentication-kubeconfig=" + unreachable,
		"--authorization-kubeconfig=" + unreachable,
		"--kubeconfig=" + unreachable,
		"--authentication-skip-lookup=true",
		"--disable-admission-plugins=" + strings.Join(disabledAdmissionPlugins, ","),
		"--enable-priority-and-fairness=false",
		"--profiling=false",
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
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, e.Config.Host+readyPath, nil)
		if err != nil {
			return false, err
		}
		resp, err := hc.Do(req)
		if err != nil {
			return false, err
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			return false, fmt.Errorf("GET %s: %s", readyPath, resp.Status)
		}
		return true, nil
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
