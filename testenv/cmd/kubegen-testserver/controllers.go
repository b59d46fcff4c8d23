//go:build !kubegen_apiextensions_only

package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"time"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/client-go/informers"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/metadata"
	"k8s.io/client-go/metadata/metadatainformer"
	"k8s.io/client-go/tools/clientcmd"
	"k8s.io/controller-manager/pkg/informerfactory"
	"k8s.io/kubernetes/pkg/controller/clusterroleaggregation"
	"k8s.io/kubernetes/pkg/controller/namespace"
)

// runControllers runs the three controllers of kube-controller-manager
// whose absence a test notices without running pods: namespace deletion (a
// deleted namespace's objects go, then the namespace), cluster role
// aggregation (the built-in view, edit and admin roles get their rules,
// including those a CRD's aggregate-to-* roles add) and the garbage
// collector (a deleted owner's dependents go, or are orphaned, including
// custom resources of CRDs installed later). It runs until ctx ends; the
// informers retry while the apiserver is down or restarting.
func runControllers(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("controllers", flag.ContinueOnError)
	kubeconfig := fs.String("kubeconfig", "", "kubeconfig of a system:masters user (required)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *kubeconfig == "" {
		return errors.New("controllers: --kubeconfig is required")
	}
	cfg, err := clientcmd.BuildConfigFromFlags("", *kubeconfig)
	if err != nil {
		return fmt.Errorf("controllers: %w", err)
	}
	cfg.QPS, cfg.Burst = -1, -1
	kube, err := kubernetes.NewForConfig(cfg)
	if err != nil {
		return err
	}
	meta, err := metadata.NewForConfig(cfg)
	if err != nil {
		return err
	}
	factory := informers.NewSharedInformerFactoryWithOptions(kube, 0, informers.WithTransform(trimManagedFields))
	metaFactory := metadatainformer.NewSharedInformerFactoryWithOptions(meta, 0, metadatainformer.WithTransform(trimManagedFields))
	// As in kube-controller-manager, the collector's monitors share the
	// typed informers with the other controllers and watch every other
	// resource through metadata-only informers; it starts those it adds
	// after informersStarted is closed.
	informersStarted := make(chan struct{})
	gc, err := newGarbageCollector(ctx, cfg, kube, meta,
		informerfactory.NewInformerFactory(factory, metaFactory), informersStarted)
	if err != nil {
		return fmt.Errorf("controllers: garbage collector: %w", err)
	}
	aggregation := clusterroleaggregation.NewClusterRoleAggregation(factory.Rbac().V1().ClusterRoles(), kube.RbacV1())
	// The period is kube-controller-manager's default namespace sync.
	namespaces := namespace.NewNamespaceController(ctx, kube, meta,
		kube.Discovery().ServerPreferredNamespacedResources,
		factory.Core().V1().Namespaces(), 5*time.Minute, corev1.FinalizerKubernetes)
	factory.Start(ctx.Done())
	metaFactory.Start(ctx.Done())
	close(informersStarted)
	go aggregation.Run(ctx, 1)
	go namespaces.Run(ctx, 5)
	go gc.run(ctx)
	fmt.Println("controllers running: namespace, clusterrole-aggregation, garbage-collector")
	<-ctx.Done()
	factory.Shutdown()
	metaFactory.Shutdown()
	return nil
}
