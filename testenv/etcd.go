package testenv

import (
	"context"
	"fmt"
	"net/http"
	"path/filepath"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
	"go.uber.org/zap"
)

func (e *Env) startEtcd(ctx context.Context) error {
	args := []string{"etcd",
		"--data-dir", filepath.Join(e.dir, "etcd"),
		"--listen-client-url", e.etcdClientURL,
		"--listen-peer-url", e.etcdPeerURL,
	}
	e.logf("starting etcd on %s", e.etcdClientURL)
	c, err := startChild("etcd", e.bin, args, e.out)
	if err != nil {
		return err
	}
	e.mu.Lock()
	e.etcd = c
	e.mu.Unlock()

	ctx, cancel := context.WithTimeout(ctx, e.opts.StartTimeout)
	defer cancel()
	start := time.Now()
	// Poll etcd's /health over plain HTTP before making the gRPC client:
	// a gRPC dial that finds nothing listening backs off for a second
	// before it tries again, which was most of a test's start time.
	hc := &http.Client{Timeout: 2 * time.Second}
	err = waitFor(ctx, c, 20*time.Millisecond, func(ctx context.Context) (bool, error) {
		return answersOK(ctx, hc, e.etcdClientURL+"/health")
	})
	if err != nil {
		return err
	}
	cli, err := clientv3.New(clientv3.Config{
		Endpoints:   []string{e.etcdClientURL},
		DialTimeout: 5 * time.Second,
		Logger:      zap.NewNop(),
	})
	if err != nil {
		return fmt.Errorf("etcd client: %w", err)
	}
	e.mu.Lock()
	e.etcdCli = cli
	e.mu.Unlock()
	e.logf("etcd ready after %s", time.Since(start).Round(time.Millisecond))
	return nil
}

// CompactEtcd compacts etcd's history up to its current revision, so that
// every resourceVersion older than now is gone: a watch from one fails with
// 410 Gone once it reaches etcd (see Options.DisableWatchCache).
func (e *Env) CompactEtcd(ctx context.Context) error {
	_, err := e.compactEtcd(ctx)
	return err
}

// CompactEtcdRevision is CompactEtcd that also returns the revision
// compacted to.
func (e *Env) CompactEtcdRevision(ctx context.Context) (int64, error) {
	return e.compactEtcd(ctx)
}

func (e *Env) compactEtcd(ctx context.Context) (int64, error) {
	e.mu.Lock()
	cli := e.etcdCli
	e.mu.Unlock()
	if cli == nil {
		return 0, errStopped
	}
	resp, err := cli.Get(ctx, "/kubegen-testenv-probe")
	if err != nil {
		return 0, fmt.Errorf("etcd current revision: %w", err)
	}
	rev := resp.Header.Revision
	if _, err := cli.Compact(ctx, rev, clientv3.WithCompactPhysical()); err != nil {
		return 0, fmt.Errorf("etcd compact to %d: %w", rev, err)
	}
	e.logf("etcd compacted to revision %d", rev)
	return rev, nil
}
