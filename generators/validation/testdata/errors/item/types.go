package item

// Widget's lists use +k8s:item as upstream fails on.
type Widget struct {
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:item(name: "a")=+k8s:immutable
	Strings []string `json:"strings"`
	// +k8s:optional
	// +k8s:item(name: "a")=+k8s:immutable
	Scalar string `json:"scalar"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:item=+k8s:immutable
	NoCriteria []Item `json:"noCriteria"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:item("a")=+k8s:immutable
	Positional []Item `json:"positional"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:item(name: "a", name: "b")=+k8s:immutable
	Duplicate []Item `json:"duplicate"`
	// +k8s:optional
	// +k8s:item(name: "a")=+k8s:immutable
	NoListMap []Item `json:"noListMap"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:listMapKey=kind
	// +k8s:item(name: "a")=+k8s:immutable
	TooFew []Item `json:"tooFew"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:listMapKey=kind
	// +k8s:item(name: "a", on: true)=+k8s:immutable
	Missing []Item `json:"missing"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:item(name: 5)=+k8s:immutable
	Mismatch []Item `json:"mismatch"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:item(name: "a")=foo
	NoTag []Item `json:"noTag"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:item(name: "a")=+k8s:customValidation
	FieldOnly []Item `json:"fieldOnly"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:item(name: 0x10)=+k8s:immutable
	BadInt []Item `json:"badInt"`
}

type Item struct {
	Name string `json:"name"`
	Kind string `json:"kind"`
	On   bool   `json:"on"`
}
