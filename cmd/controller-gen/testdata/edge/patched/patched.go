package patched

// patch= on webhooks: matchConditions merged by name, selectors, a null
// removing a field, a nested merge into the service, a replaced rule list.
// +kubebuilder:webhook:path=/a,mutating=true,failurePolicy=fail,sideEffects=None,groups=apps,resources=deployments,verbs=create,versions=v1,name=patched-a.kb.io,admissionReviewVersions=v1,patch=`{"matchConditions":[{"name":"not-system","expression":"true"}],"namespaceSelector":{"matchLabels":{"team":"x"},"matchExpressions":[{"key":"k","operator":"In","values":["a"]}]},"failurePolicy":null,"clientConfig":{"service":{"port":8443}},"reinvocationPolicy":"IfNeeded"}`
// +kubebuilder:webhook:path=/b,mutating=false,failurePolicy=fail,sideEffects=None,groups=apps,resources=deployments,verbs=create,versions=v1,name=patched-b.kb.io,admissionReviewVersions=v1,patch=`{"rules":[{"operations":["UPDATE"],"apiGroups":["x"],"apiVersions":["v1"],"resources":["y"],"scope":"Namespaced"}],"objectSelector":{"matchLabels":{"a":"b"}},"timeoutSeconds":5}`
