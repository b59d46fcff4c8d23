package named

import "github.com/kubegen/kubegen/generators/openapi/testdata/shapes/v1"

// Widget is named com.example.shapes.named.Widget.
type Widget struct {
	// Part is another model of the package.
	Part Part `json:"part"`
	// Item is a model of a package without a model package.
	Item v1.Item `json:"item"`
}

// Part has a model package of its own.
// +k8s:openapi-model-package=com.example.parts
type Part struct {
	Size int32 `json:"size"`
}

// Alias is a named type of a struct: it gets a model name too.
type Alias Part

// Str is not a struct: no model name.
type Str string
