// Package controller carries rbac markers as a kubebuilder controller does.
package controller

// Core group, two resources, merged verbs; a subresource; resource names.
// +kubebuilder:rbac:groups="",resources=pods;services,verbs=get;list;watch
// +kubebuilder:rbac:groups="",resources=pods,verbs=create;delete
// +kubebuilder:rbac:groups=apps,resources=deployments/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=*
// +kubebuilder:rbac:groups=coordination.k8s.io,resources=leases,resourceNames=leader-lock,verbs=get;update
// +kubebuilder:rbac:groups=corpus.example.com;extra.corpus.example.com,resources=widgets,verbs=get;list

// Non-resource URLs.
// +kubebuilder:rbac:urls=/metrics;/healthz,verbs=get

// Namespaced rules: a Role per namespace.
// +kubebuilder:rbac:groups="",namespace=team-a,resources=configmaps,verbs=get;watch
// +kubebuilder:rbac:groups="",namespace=team-a,resources=secrets,verbs=get
// +kubebuilder:rbac:groups=batch,namespace=team-b,resources=jobs,verbs=create

// A rule for another role.
// +kubebuilder:rbac:roleName=extra-role,groups="",resources=events,verbs=create;patch

// Reconcile is what the markers sit beside.
func Reconcile() error { return nil }
