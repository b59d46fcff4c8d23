// Package controller has the rbac and webhook markers.
package controller

// +kubebuilder:rbac:groups=defaults.corpus.example.com,resources=apps,verbs=get;list;watch;update
// +kubebuilder:rbac:groups=defaults.corpus.example.com,resources=apps/status,verbs=get;update;patch
// +kubebuilder:webhook:path=/validate-app,mutating=false,failurePolicy=fail,sideEffects=None,groups=defaults.corpus.example.com,resources=apps,verbs=create;update,versions=v1,name=vapp.corpus.example.com,admissionReviewVersions=v1

// Reconcile is what the markers sit beside.
func Reconcile() {}
