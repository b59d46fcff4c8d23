/*
Copyright 2026 The kubegen authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

// Command main runs the Guestbook controller against the cluster its
// kubeconfig names (--kubeconfig, else $KUBECONFIG).
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"

	"k8s.io/client-go/dynamic"
	"k8s.io/client-go/tools/clientcmd"

	"github.com/kubegen/kubegen/examples/kubebuilder/internal/controller"
)

func main() {
	kubeconfig := flag.String("kubeconfig", os.Getenv("KUBECONFIG"), "the kubeconfig of the cluster to run against")
	flag.Parse()
	if err := run(*kubeconfig); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func run(kubeconfig string) error {
	cfg, err := clientcmd.BuildConfigFromFlags("", kubeconfig)
	if err != nil {
		return fmt.Errorf("load kubeconfig: %w", err)
	}
	client, err := dynamic.NewForConfig(cfg)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	r := &controller.GuestbookReconciler{Client: client}
	return r.Run(ctx, func(err error) { fmt.Fprintln(os.Stderr, "reconcile:", err) })
}
