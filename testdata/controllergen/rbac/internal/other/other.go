// Package other adds a rule from a second package; the role gets both.
package other

// +kubebuilder:rbac:groups="",resources=pods,verbs=get
// +kubebuilder:rbac:groups=events.k8s.io,resources=events,verbs=create

// Run is what the markers sit beside. A package marker in a declaration's
// doc comment is not read (upstream ignores this one):
// +kubebuilder:rbac:groups=policy,resources=poddisruptionbudgets,verbs=get
func Run() {}

// Stop has a package marker inside its body, which is not read either.
func Stop() {
	// +kubebuilder:rbac:groups=storage.k8s.io,resources=storageclasses,verbs=list
}
