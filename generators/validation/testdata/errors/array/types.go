package array

// Widget's array field is a shape validation-gen refuses.
type Widget struct {
	Pair [2]string `json:"pair"`
}
