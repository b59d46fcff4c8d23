package other

// Meta is embedded inline by the shapes.
type Meta struct {
	// Owner says who owns the object.
	Owner string `json:"owner,omitempty"`
	// Generation counts changes.
	Generation int64 `json:"generation"`
}

// Ref is referenced, not inlined.
type Ref struct {
	Name string `json:"name"`
}

// Named has a hand-written model name.
type Named struct {
	Value string `json:"value"`
}

// OpenAPIModelName names Named's schema.
func (Named) OpenAPIModelName() string { return "com.example.other.Named" }
