// Package webhook has webhook markers with values controller-gen may reject.
package webhook

// A bad sideEffects value and a name that is not a domain.
// +kubebuilder:webhook:path=/validate-b,mutating=false,failurePolicy=fail,sideEffects=Sometimes,groups=apps,resources=deployments,verbs=create,versions=v1,name=vb,admissionReviewVersions=v1
// Both a url and a path.
// +kubebuilder:webhook:url=https://hooks.example.com/c,path=/c,mutating=false,failurePolicy=fail,sideEffects=None,groups=apps,resources=deployments,verbs=create,versions=v1,name=vc.corpus.example.com,admissionReviewVersions=v1

// Setup is what the markers sit beside.
func Setup() {}
