package a

import "github.com/kubegen/kubegen/generators/validation/testdata/cross/b"

// A holds a B.
type A struct {
	X b.B `json:"x"`
}
