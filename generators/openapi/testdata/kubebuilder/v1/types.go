package v1

// Widget gets a definition when the package tag is read.
type Widget struct {
	Name string `json:"name"`
}
