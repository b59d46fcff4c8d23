package b

// +kubebuilder:webhook:path=/m,mutating=true,failurePolicy=bogus,sideEffects=none,groups=core;apps,resources=pods,verbs=Update;delete,versions=v1;v1beta1,name=z.kb.io,admissionReviewVersions=v1
// +kubebuilder:webhook:path=/v,mutating=false,failurePolicy=fail,sideEffects=None,groups=apps,resources=deployments,verbs=create,versions=v1,name=a.kb.io,admissionReviewVersions=v1,reinvocationPolicy=Never
// +kubebuilder:webhook:path=/v2,mutating=false,failurePolicy=fail,sideEffects=None,groups=apps,resources=deployments,verbs=create,versions=v1,name=a.kb.io,admissionReviewVersions=v1,timeoutSeconds=30
// +kubebuilder:webhookconfiguration:mutating=false
