// Package controllers holds the reconcilers; their rbac markers sit in
// every place a kubebuilder project puts them.
// +kubebuilder:rbac:groups=pkgdoc.example.com,resources=widgets,verbs=get
package controllers

// A free-standing block between declarations counts.
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=create;update;get
// +kubebuilder:rbac:groups=apps,resources=deployments/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=apps,resources=statefulsets,verbs=create;get;list;update;watch
// +kubebuilder:rbac:groups=core,resources=pods;pods/log,verbs=get;list
// +kubebuilder:rbac:groups="",resources=pods,verbs=watch
// +kubebuilder:rbac:groups=batch,resources=jobs,verbs=*;get
// +kubebuilder:rbac:groups=batch;extensions,resources=cronjobs,verbs=get
// +kubebuilder:rbac:urls=/metrics,verbs=get
// +kubebuilder:rbac:urls=/healthz;/readyz,verbs=get
// +kubebuilder:rbac:groups="",resources=configmaps,resourceNames=leader;lock,verbs=get;update
// +kubebuilder:rbac:groups="",namespace=system,resources=secrets,verbs=get;list
// +kubebuilder:rbac:groups=coordination.k8s.io,namespace=system,resources=leases,verbs=get;create
// +kubebuilder:rbac:groups="",namespace=other,resources=events,verbs=create
// +kubebuilder:rbac:groups=batch,resources=jobs,verbs=get,roleName=job-reader
// +kubebuilder:rbac:groups=events.k8s.io,resources=events,verbs=create;patch

// Reconcile is the reconciler; markers in this doc comment do not count.
// +kubebuilder:rbac:groups=ignored.godoc,resources=things,verbs=get
func Reconcile() {
	// +kubebuilder:rbac:groups=ignored.body,resources=things,verbs=get
}

// Widget has a doc comment whose markers do not count either.
// +kubebuilder:rbac:groups=ignored.typedoc,resources=things,verbs=get
type Widget struct {
	// +kubebuilder:rbac:groups=ignored.field,resources=things,verbs=get
	Name string
}

var x = 1 // +kubebuilder:rbac:groups=ignored.trailing,resources=things,verbs=get

// +kubebuilder:rbac:groups=end.example.com,resources=widgets,verbs=list
