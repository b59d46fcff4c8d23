// Package webhook has webhook markers controller-gen rejects.
package webhook

// Missing failurePolicy, sideEffects and admissionReviewVersions.
// +kubebuilder:webhook:path=/validate-a,mutating=false,groups=apps,resources=deployments,verbs=create,versions=v1,name=va.corpus.example.com

// Setup is what the markers sit beside.
func Setup() {}
