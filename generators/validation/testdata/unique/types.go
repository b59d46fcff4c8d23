package unique

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Lists is a root type whose lists say their items are unique.
type Lists struct {
	metav1.TypeMeta `json:",inline"`

	// An atomic list of unique values.
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unique=set
	Names []string `json:"names,omitempty"`

	// Unique by key, every tag but listType beta (the level of the first
	// of listType and unique read marks the check).
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:beta(since: "1.37")=+k8s:unique=map
	// +k8s:beta(since: "1.37")=+k8s:listMapKey=name
	// +k8s:beta(since: "1.37")=+k8s:maxItems=8
	Items []Item `json:"items,omitempty"`

	// Unique values, each validated: old items are matched by value.
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:maxItems=2
	// +k8s:unique=set
	// +k8s:eachVal=+k8s:format=k8s-short-name
	Groups []string `json:"groups,omitempty"`

	// Two keys, one a pointer.
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unique=map
	// +k8s:listMapKey=name
	// +k8s:listMapKey=kind
	Multi []Item `json:"multi,omitempty"`

	// Items Go cannot compare with ==.
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unique=set
	Objs []Obj `json:"objs,omitempty"`

	// Uniqueness checked by hand-written code.
	// +k8s:optional
	// +k8s:beta(since: "1.37")=+k8s:listType=map
	// +k8s:beta(since: "1.37")=+k8s:listMapKey=name
	// +k8s:beta(since: "1.37")=+k8s:customUnique
	Custom []Item `json:"custom,omitempty"`

	// +k8s:optional
	// +k8s:listType=set
	// +k8s:customUnique
	CustomSet []string `json:"customSet,omitempty"`

	// listType read first, under alpha.
	// +k8s:optional
	// +k8s:alpha(since: "1.37")=+k8s:listType=atomic
	// +k8s:unique=set
	AlphaList []string `json:"alphaList,omitempty"`

	// unique read first (alpha), listType last (beta).
	// +k8s:optional
	// +k8s:beta=+k8s:listType=atomic
	// +k8s:alpha=+k8s:unique=set
	Mixed []string `json:"mixed,omitempty"`

	// The check runs where its first tag sorts among the deferred calls:
	// beta's listType before eachVal.
	// +k8s:optional
	// +k8s:beta=+k8s:listType=set
	// +k8s:eachVal=+k8s:format=k8s-short-name
	Ordered []string `json:"ordered,omitempty"`

	// beta's unique before eachVal and item.
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:beta=+k8s:unique=map
	// +k8s:listMapKey=name
	// +k8s:eachVal=+k8s:immutable
	// +k8s:item(name: "x")=+k8s:immutable
	BetaMap []Item `json:"betaMap,omitempty"`

	// Without listType or unique, listMapKey and customUnique ask for no
	// check.
	// +k8s:optional
	// +k8s:listMapKey=name
	// +k8s:customUnique
	// +k8s:maxItems=4
	Loose []Item `json:"loose,omitempty"`
}

// Item is an item of the list-maps above, with validations of its own.
type Item struct {
	Name string  `json:"name"`
	Kind *string `json:"kind,omitempty"`
	// +k8s:optional
	// +k8s:minimum=1
	Size int32 `json:"size,omitempty"`
}

// Obj holds a slice, so two are compared semantically.
type Obj struct {
	Name string `json:"name"`
	Data []byte `json:"data"`
}
