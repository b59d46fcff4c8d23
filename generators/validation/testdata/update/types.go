package update

// GadgetRoot is a root type: its name ends in Root.
type GadgetRoot struct {
	Spec GadgetSpec `json:"spec"`
}

// GadgetSpec has one field per kind of update check.
type GadgetSpec struct {
	// A pointer set once: UpdatePointer.
	// +k8s:optional
	// +k8s:update=NoUnset
	// +k8s:update=NoSet
	Gang *Gang `json:"gang,omitempty"`
	// A comparable value: UpdateValueByCompare, after the minimum.
	// +k8s:optional
	// +k8s:minimum=1
	// +k8s:update=NoModify
	// +k8s:update=NoUnset
	Generation int64 `json:"generation,omitempty"`
	// A string under every scalar constraint, listed twice.
	// +k8s:required
	// +k8s:update=NoModify
	// +k8s:update=NoSet
	// +k8s:update=NoModify
	// +k8s:update=NoUnset
	Name string `json:"name"`
	// A struct value: UpdateStruct.
	// +k8s:update=NoModify
	Shape Gang `json:"shape"`
	// A struct that is no direct comparable: still UpdateStruct.
	// +k8s:update=NoModify
	Bag Bag `json:"bag"`
	// Under alpha: the merged call is alpha.
	// +k8s:alpha(since: "1.36")=+k8s:optional
	// +k8s:alpha(since: "1.36")=+k8s:update=NoModify
	// +k8s:alpha(since: "1.36")=+k8s:update=NoUnset
	ProviderID string `json:"providerID,omitempty"`
	// One tag under beta, one plain: the first (beta) decides.
	// +k8s:beta(since: "1.37")=+k8s:optional
	// +k8s:beta(since: "1.37")=+k8s:update=NoModify
	// +k8s:update=NoUnset
	Allocation *Gang `json:"allocation,omitempty"`
	// A list-map frozen in shape, after maxItems.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:maxItems=8
	// +k8s:update=NoAddItem
	// +k8s:update=NoRemoveItem
	Templates []Template `json:"templates,omitempty"`
	// A list-map with two keys, no removal.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:listMapKey=rank
	// +k8s:update=NoRemoveItem
	Ranked []Template `json:"ranked,omitempty"`
	// A set: items matched by value.
	// +k8s:optional
	// +k8s:listType=set
	// +k8s:update=NoAddItem
	Tags []string `json:"tags,omitempty"`
	// A set of items that are no direct comparable.
	// +k8s:optional
	// +k8s:listType=set
	// +k8s:update=NoRemoveItem
	Bags []Bag `json:"bags,omitempty"`
	// An atomic list set once: no matching needed.
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:update=NoSet
	// +k8s:update=NoUnset
	Args []string `json:"args,omitempty"`
	// A list without listType.
	// +k8s:optional
	// +k8s:update=NoUnset
	Loose []int32 `json:"loose,omitempty"`
	// A map frozen in shape.
	// +k8s:optional
	// +k8s:update=NoAddItem
	// +k8s:update=NoRemoveItem
	// +k8s:update=NoSet
	Labels map[string]string `json:"labels,omitempty"`
	// Items of a list-map that do not change.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:eachVal=+k8s:update=NoModify
	Fixed []Template `json:"fixed,omitempty"`
	// Items of a set under eachVal's NoModify (upstream does not refuse it).
	// +k8s:optional
	// +k8s:listType=set
	// +k8s:eachVal=+k8s:update=NoModify
	Kept []Gang `json:"kept,omitempty"`
	// Values of a map that do not change.
	// +k8s:optional
	// +k8s:eachVal=+k8s:update=NoModify
	Pinned map[string]string `json:"pinned,omitempty"`
	// Values of a map of structs that do not change, under beta.
	// +k8s:optional
	// +k8s:beta=+k8s:eachVal=+k8s:update=NoModify
	Frozen map[string]Bag `json:"frozen,omitempty"`
	// A named string type.
	// +k8s:optional
	// +k8s:update=NoModify
	Class Class `json:"class,omitempty"`
	// A float.
	// +k8s:optional
	// +k8s:update=NoSet
	Ratio float64 `json:"ratio,omitempty"`
}

// Gang is a comparable struct.
type Gang struct {
	Size  int32  `json:"size"`
	Label string `json:"label"`
}

// Bag holds a list, so == does not compare it.
type Bag struct {
	Items []string `json:"items"`
}

// Template is a list-map item.
type Template struct {
	Name string `json:"name"`
	Rank *int32 `json:"rank,omitempty"`
	Size int32  `json:"size"`
}

// Class is a named string.
type Class string
