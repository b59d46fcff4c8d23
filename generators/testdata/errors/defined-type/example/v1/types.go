package v1

import (
	storage "github.com/kubegen/kubegen/generators/testdata/model/defined/storage/v1"
)

// +genclient
// +genclient:onlyVerbs=get

// Plain is a defined type of a struct without TypeMeta and ObjectMeta.
type Plain storage.NotAnObject

// +genclient
// +genclient:onlyVerbs=get

// Missing names a type the other package does not declare.
type Missing storage.Nowhere

// +genclient
// +genclient:onlyVerbs=get

// Number is not a struct at all.
type Number int
