/*
Copyright 2026 The kubegen authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

// Package controller reconciles Guestbooks. kubebuilder scaffolds a
// controller-runtime reconciler here; the examples module has no
// controller-runtime, so this one is a small loop over client-go's dynamic
// informer. Its rbac markers are what kubegen's rbac generator reads.
package controller

import (
	"context"
	"fmt"
	"time"

	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/dynamic"
	"k8s.io/client-go/dynamic/dynamicinformer"
	"k8s.io/client-go/tools/cache"

	webappv1 "github.com/kubegen/kubegen/examples/kubebuilder/api/v1"
)

// GuestbookResource is the resource the controller watches.
var GuestbookResource = webappv1.GroupVersion.WithResource("guestbooks")

// GuestbookReconciler writes each Guestbook's status from its spec.
type GuestbookReconciler struct {
	Client dynamic.Interface
}

// +kubebuilder:rbac:groups=webapp.example.com,resources=guestbooks,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=webapp.example.com,resources=guestbooks/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=webapp.example.com,resources=guestbooks/finalizers,verbs=update
// +kubebuilder:rbac:groups="",resources=events,verbs=create;patch

// Reconcile brings one Guestbook's status up to date: Ready, with the
// generation it saw and an Available condition.
func (r *GuestbookReconciler) Reconcile(ctx context.Context, namespace, name string) error {
	client := r.Client.Resource(GuestbookResource).Namespace(namespace)
	u, err := client.Get(ctx, name, metav1.GetOptions{})
	if err != nil {
		return fmt.Errorf("get guestbook %s/%s: %w", namespace, name, err)
	}
	var gb webappv1.Guestbook
	if err := runtime.DefaultUnstructuredConverter.FromUnstructured(u.Object, &gb); err != nil {
		return fmt.Errorf("decode guestbook %s/%s: %w", namespace, name, err)
	}
	if gb.Status.Phase == "Ready" && gb.Status.ObservedGeneration == gb.Generation {
		return nil
	}
	gb.Status.Phase = "Ready"
	gb.Status.ObservedGeneration = gb.Generation
	meta.SetStatusCondition(&gb.Status.Conditions, metav1.Condition{
		Type:               "Available",
		Status:             metav1.ConditionTrue,
		Reason:             "Reconciled",
		Message:            fmt.Sprintf("%d replica(s) of %q", gb.Spec.Size, gb.Spec.Title),
		ObservedGeneration: gb.Generation,
	})
	obj, err := runtime.DefaultUnstructuredConverter.ToUnstructured(&gb)
	if err != nil {
		return fmt.Errorf("encode guestbook %s/%s: %w", namespace, name, err)
	}
	_, err = client.UpdateStatus(ctx, &unstructured.Unstructured{Object: obj}, metav1.UpdateOptions{})
	if err != nil {
		return fmt.Errorf("update status of guestbook %s/%s: %w", namespace, name, err)
	}
	return nil
}

// Run watches Guestbooks in every namespace and reconciles each change on
// one worker until ctx ends. Errors are passed to onError and the key is
// tried again on the next resync.
func (r *GuestbookReconciler) Run(ctx context.Context, onError func(error)) error {
	factory := dynamicinformer.NewDynamicSharedInformerFactory(r.Client, 30*time.Second)
	informer := factory.ForResource(GuestbookResource).Informer()
	keys := make(chan string, 100)
	enqueue := func(obj any) {
		if key, err := cache.MetaNamespaceKeyFunc(obj); err == nil {
			select {
			case keys <- key:
			case <-ctx.Done():
			}
		}
	}
	if _, err := informer.AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc:    enqueue,
		UpdateFunc: func(_, obj any) { enqueue(obj) },
	}); err != nil {
		return err
	}
	factory.Start(ctx.Done())
	defer factory.Shutdown()
	for {
		select {
		case <-ctx.Done():
			return nil
		case key := <-keys:
			ns, name, err := cache.SplitMetaNamespaceKey(key)
			if err == nil {
				err = r.Reconcile(ctx, ns, name)
			}
			if err != nil && onError != nil {
				onError(err)
			}
		}
	}
}
