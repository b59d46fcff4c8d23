// Package other declares types and aliases used from another package.
package other

// Word is a named string in another package.
type Word string

// WordAlias is an alias, in another package, of a named string.
type WordAlias = Word

// PlainAlias is an alias, in another package, of string.
// +kubebuilder:validation:MaxLength=9
type PlainAlias = string

// Thing is a struct in another package.
type Thing struct {
	// Name is the thing's name.
	Name string `json:"name,omitempty"`
}

// ThingAlias is an alias, in another package, of a struct.
type ThingAlias = Thing
