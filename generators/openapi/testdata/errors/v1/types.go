package v1

// Both is optional and required at once.
type Both struct {
	// +optional
	// +required
	Field string `json:"field"`
}

// BadDefault has a default that is not its zero value.
type BadDefault struct {
	// +default="x"
	Field string `json:"field"`
}

// BadMarker limits the length of a number.
type BadMarker struct {
	// +k8s:validation:maxLength=3
	Field int32 `json:"field"`
}

// IntKeys has a map OpenAPI cannot describe.
type IntKeys struct {
	Field map[int]string `json:"field"`
}

// Anonymous has a field of an unnamed struct type.
type Anonymous struct {
	Inline struct {
		A string `json:"a"`
	} `json:"inline"`
}

// AnonymousList has a slice of an unnamed struct type.
type AnonymousList struct {
	List []struct {
		B string `json:"b"`
	} `json:"list"`
}

// Generic has a field of its type parameter.
type Generic[T any] struct {
	Field T `json:"field"`
}
