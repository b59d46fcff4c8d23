package webhooks

// +kubebuilder:webhook:path=/mutate-apps-v1-deployment,mutating=true,failurePolicy=fail,sideEffects=None,groups=apps,resources=deployments,verbs=create;update,versions=v1,name=mdeployment.kb.io,admissionReviewVersions=v1,reinvocationPolicy=IfNeeded
// +kubebuilder:webhook:path=/validate-apps-v1-deployment,mutating=false,failurePolicy=Ignore,sideEffects=NoneOnDryRun,groups=apps,resources=deployments,verbs=create;update;delete,versions=v1,name=vdeployment.kb.io,admissionReviewVersions=v1;v1beta1,timeoutSeconds=10,matchPolicy=equivalent
// +kubebuilder:webhook:url=https://hooks.example.com/validate,mutating=false,failurePolicy=fail,sideEffects=None,groups=core,resources=pods,verbs=CREATE;connect,versions=v1,name=apod.kb.io,admissionReviewVersions=v1,matchPolicy=Exact
// +kubebuilder:webhook:path=/mutate-pod,mutating=true,failurePolicy=fail,sideEffects=None,groups="",resources=pods,verbs=*,versions=v1,name=bpod.kb.io,admissionReviewVersions=v1,serviceName=my-svc,serviceNamespace=my-ns,servicePort=9443,reinvocationPolicy=never,webhookVersions=v1

// +kubebuilder:webhookconfiguration:mutating=true,name=my-mutating-config

func setup() {}
