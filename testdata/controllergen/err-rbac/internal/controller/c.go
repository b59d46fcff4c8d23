// Package controller has rbac markers controller-gen rejects.
package controller

// Missing verbs.
// +kubebuilder:rbac:groups=apps,resources=deployments
// An argument that does not exist.
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get,scope=cluster
// A good rule next to them.
// +kubebuilder:rbac:groups=apps,resources=replicasets,verbs=get

// Reconcile is what the markers sit beside.
func Reconcile() {}
