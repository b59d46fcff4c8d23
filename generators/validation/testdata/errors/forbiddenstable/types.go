package forbiddenstable

// Widget's field is forbidden outright in a stable package: upstream's
// lint wants the beta tag under +k8s:beta (or a feature option).
type Widget struct {
	// +k8s:forbidden
	Name *string `json:"name"`
}
