package v1

// Widget is converted to the internal package the tag names.
type Widget struct {
	Name string `json:"name"`
}
