package updatenamed

// Names is a named list type without list tags of its own.
type Names []string

// Widget's field of a named list type says how its items change, but
// neither the field nor the type says how items are matched.
type Widget struct {
	// +k8s:optional
	// +k8s:update=NoAddItem
	Names Names `json:"names,omitempty"`
}
