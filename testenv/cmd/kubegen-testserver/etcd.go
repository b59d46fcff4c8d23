package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net/url"
	"time"

	"go.etcd.io/etcd/server/v3/embed"
)

// runEtcd runs an embedded single-member etcd on loopback. The peer listener
// is required by embed even for a single member, so the caller passes one.
func runEtcd(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("etcd", flag.ContinueOnError)
	dataDir := fs.String("data-dir", "", "etcd data directory (required)")
	clientURL := fs.String("listen-client-url", "", "client URL, e.g. http://127.0.0.1:2379 (required)")
	peerURL := fs.String("listen-peer-url", "", "peer URL, e.g. http://127.0.0.1:2380 (required)")
	quotaBytes := fs.Int64("quota-backend-bytes", 2<<30, "backend size quota")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *dataDir == "" || *clientURL == "" || *peerURL == "" {
		return errors.New("etcd: --data-dir, --listen-client-url and --listen-peer-url are required")
	}
	cu, err := url.Parse(*clientURL)
	if err != nil {
		return fmt.Errorf("etcd: --listen-client-url: %w", err)
	}
	pu, err := url.Parse(*peerURL)
	if err != nil {
		return fmt.Errorf("etcd: --listen-peer-url: %w", err)
	}

	cfg := embed.NewConfig()
	cfg.Name = "kubegen-testenv"
	cfg.Dir = *dataDir
	cfg.ListenClientUrls = []url.URL{*cu}
	cfg.AdvertiseClientUrls = []url.URL{*cu}
	cfg.ListenPeerUrls = []url.URL{*pu}
	cfg.AdvertisePeerUrls = []url.URL{*pu}
	cfg.InitialCluster = cfg.Name + "=" + pu.String()
	cfg.QuotaBackendBytes = *quotaBytes
	// Tests compact explicitly (testenv.Env.CompactEtcd); nothing automatic.
	cfg.AutoCompactionRetention = "0"
	cfg.LogLevel = "warn"
	// The apiserver asks for progress notifications (watch-list needs them).
	cfg.WatchProgressNotifyInterval = 5 * time.Second
	// One member on loopback: a tenth of the default raft timing makes its
	// first election (which starts the server) take tens of milliseconds
	// instead of about a second.
	cfg.TickMs = 10
	cfg.ElectionMs = 100

	e, err := embed.StartEtcd(cfg)
	if err != nil {
		return fmt.Errorf("etcd: start: %w", err)
	}
	defer e.Close()
	select {
	case <-e.Server.ReadyNotify():
		fmt.Println("etcd ready on", cu.String())
	case <-time.After(60 * time.Second):
		return errors.New("etcd: not ready after 60s")
	case <-ctx.Done():
		return nil
	}
	select {
	case err := <-e.Err():
		return fmt.Errorf("etcd: %w", err)
	case <-ctx.Done():
		return nil
	}
}
