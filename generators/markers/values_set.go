package markers

import "go/token"

// Value is one marker found in the source: its definition's name, the
// parsed value (of the definition's Output type), and where it was written.
type Value struct {
	Name  string
	Value any
	// Pos is the position of the marker's '+'.
	Pos token.Position
	// Text is the marker as written, from its '+'.
	Text string
}

// Values are the markers of one package, type, field or function, in the
// order they were collected (file order, then line order).
type Values []Value

// Get is the value of the first marker named name, nil when none.
func (vs Values) Get(name string) any {
	for _, v := range vs {
		if v.Name == name {
			return v.Value
		}
	}
	return nil
}

// Has reports whether a marker named name was written.
func (vs Values) Has(name string) bool {
	for _, v := range vs {
		if v.Name == name {
			return true
		}
	}
	return false
}

// All are the markers named name, in order.
func (vs Values) All(name string) Values {
	var out Values
	for _, v := range vs {
		if v.Name == name {
			out = append(out, v)
		}
	}
	return out
}
