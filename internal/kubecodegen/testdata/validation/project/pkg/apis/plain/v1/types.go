package v1

// Plain has no validations.
type Plain struct {
	Items []string `json:"items,omitempty"`
}
