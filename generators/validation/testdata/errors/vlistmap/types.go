package vlistmap

// Item is keyed by its name.
type Item struct {
	Name string `json:"name"`
}

// +k8s:listType=map
// +k8s:listMapKey=name
type Items []Item

// A list-map type without its key.
// +k8s:listType=map
type NoKeys []Item

// List tags on a map type.
// +k8s:listType=set
type Dict map[string]string

// An item of a type that is no list-map.
// +k8s:item(name: "a")=+k8s:immutable
type Loose []Item

// Widget's fields use them; Both says its list's semantics where its
// type does too. Each case fails upstream's validation-gen alone.
type Widget struct {
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	Both Items `json:"both,omitempty"`
	// +k8s:optional
	NoKeys NoKeys `json:"noKeys,omitempty"`
	// +k8s:optional
	Dict Dict `json:"dict,omitempty"`
	// +k8s:optional
	Loose Loose `json:"loose,omitempty"`
}
