// Command kubegen-testserver runs one half of the real test environment:
//
//	kubegen-testserver etcd --data-dir DIR --listen-client-url http://127.0.0.1:PORT
//	kubegen-testserver kube-apiserver [kube-apiserver flags...]
//	kubegen-testserver apiserver [apiextensions-apiserver flags...]
//	kubegen-testserver controllers --kubeconfig FILE
//
// Built with -tags kubegen_apiextensions_only, it leaves out kube-apiserver
// (and k8s.io/kubernetes) and refuses that mode.
//
// All of them live in one binary so that the test environment builds (and
// the Go build cache keeps) a single executable. Each runs until SIGTERM or
// SIGINT. Package testenv starts them as child processes.
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: kubegen-testserver etcd|kube-apiserver|apiserver|controllers [flags...]")
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, syscall.SIGINT)
	defer stop()

	var err error
	switch mode, args := os.Args[1], os.Args[2:]; mode {
	case "etcd":
		err = runEtcd(ctx, args)
	case "apiserver":
		err = runAPIServer(ctx, args)
	case "kube-apiserver":
		// kube-apiserver installs its own SIGTERM handler and drains.
		err = runKubeAPIServer(args)
	case "controllers":
		err = runControllers(ctx, args)
	default:
		err = fmt.Errorf("unknown mode %q: want etcd, kube-apiserver, apiserver or controllers", mode)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "kubegen-testserver:", err)
		os.Exit(1)
	}
}
