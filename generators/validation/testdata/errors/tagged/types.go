package tagged

// Name is a named scalar type.
type Name string

// Widget's field carries a validation tag ours does not generate (a
// sibling check naming a field of a named scalar type).
type Widget struct {
	// +k8s:optional
	// +k8s:alpha=+k8s:dependentRequired("name")
	Replicas *int32 `json:"replicas"`
	Name     Name   `json:"name"`
}
