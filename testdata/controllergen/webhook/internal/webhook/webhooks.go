// Package webhook carries webhook markers as kubebuilder's scaffold does,
// with every field controller-gen reads.
package webhook

// +kubebuilder:webhook:path=/mutate-corpus-example-com-v1-widget,mutating=true,failurePolicy=fail,sideEffects=None,groups=corpus.example.com,resources=widgets,verbs=create;update,versions=v1,name=mwidget.corpus.example.com,admissionReviewVersions=v1
// +kubebuilder:webhook:path=/validate-corpus-example-com-v1-widget,mutating=false,failurePolicy=ignore,sideEffects=NoneOnDryRun,groups=corpus.example.com,resources=widgets;widgets/status,verbs=create;update;delete;connect,versions=v1;v1beta1,name=vwidget.corpus.example.com,admissionReviewVersions=v1;v1beta1,matchPolicy=Equivalent,timeoutSeconds=7
// +kubebuilder:webhook:path=/mutate-pod,mutating=true,failurePolicy=fail,sideEffects=None,groups="",resources=pods,verbs=create,versions=v1,name=mpod.corpus.example.com,admissionReviewVersions=v1,reinvocationPolicy=IfNeeded,serviceName=corpus-webhook,serviceNamespace=corpus-system,servicePort=8443
// +kubebuilder:webhook:url=https://hooks.example.com/validate,mutating=false,failurePolicy=fail,sideEffects=None,groups=apps,resources=deployments,verbs=update,versions=v1,name=vdeploy.corpus.example.com,admissionReviewVersions=v1,webhookVersions=v1
// +kubebuilder:webhook:path=/validate-patched,mutating=false,failurePolicy=fail,sideEffects=None,groups=corpus.example.com,resources=gadgets,verbs=create,versions=v1,name=vgadget.corpus.example.com,admissionReviewVersions=v1,patch=`{"timeoutSeconds":25}`

// +kubebuilder:webhookconfiguration:mutating=true,name=corpus-mutating
// +kubebuilder:webhookconfiguration:mutating=false,name=corpus-validating

// Setup is what the markers sit beside.
func Setup() {}
