package controllers

// A file that declares no types: the syntax load trims it, its markers
// still count.
// +kubebuilder:rbac:groups=apps,resources=replicasets,verbs=get;list;watch

func helper() {}
