package apps

// A second package: its webhooks merge with the first package's.
// +kubebuilder:webhook:path=/validate-batch-v1-job,mutating=false,failurePolicy=fail,sideEffects=None,groups=batch,resources=jobs,verbs=create,versions=v1,name=ajob.kb.io,admissionReviewVersions=v1

// +kubebuilder:rbac:groups=batch,resources=jobs,verbs=list

func setup() {}
