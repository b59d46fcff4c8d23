package lintreq

// Inner has a validation of its own.
type Inner struct {
	// +k8s:optional
	// +k8s:minimum=0
	Bar int `json:"bar"`
}

// +k8s:minLength=1
type KeyType string

type InnerList []Inner

// +k8s:eachVal=+k8s:opaqueType
type OpaqueInnerList []Inner

// +k8s:eachVal=+k8s:opaqueType
type OpaqueInnerMap map[string]Inner

// +k8s:opaqueType
type OpaqueInner struct {
	// +k8s:optional
	// +k8s:minimum=0
	Bar int `json:"bar"`
}

// +k8s:maxItems=100
// +k8s:eachVal=+k8s:opaqueType
type WidgetList []Inner

type SharedList []Inner

// Outer's only field is opaque.
type Outer struct {
	// +k8s:opaqueType
	Bar *Inner `json:"bar"`
}

type PtrNoValidation struct {
	Foo *string `json:"foo"`
}

type PtrDirect struct {
	// +k8s:minimum=0
	Foo *int `json:"foo"` // lint
}

type PtrTransitive struct {
	Foo *Inner `json:"foo"` // lint
}

type PtrOptional struct {
	// +k8s:optional
	// +k8s:minimum=0
	Foo *int `json:"foo"`
}

type SliceValidation struct {
	// +k8s:maxItems=10
	Items []string `json:"items"` // lint
}

type MapValidation struct {
	// +k8s:eachVal=+k8s:minLength=1
	Data map[string]string `json:"data"` // lint
}

type StructByValue struct {
	Nested Inner `json:"nested"`
}

type Node struct {
	// +k8s:optional
	Next *Node `json:"next"`
}

type NodeImmutable struct {
	// +k8s:immutable
	Next *NodeImmutable `json:"next"` // lint
}

type PtrOpaque struct {
	// +k8s:opaqueType
	Foo *Inner `json:"foo"`
}

type NamedSliceOpaque struct {
	// +k8s:opaqueType
	Foo InnerList `json:"foo"`
}

type SliceEachValOpaque struct {
	// +k8s:eachVal=+k8s:opaqueType
	Foo []Inner `json:"foo"`
}

type MapKeyOpaque struct {
	// +k8s:eachKey=+k8s:opaqueType
	Foo map[KeyType]string `json:"foo"`
}

type MapKeyNotOpaque struct {
	Foo map[KeyType]string `json:"foo"` // lint
}

type MapValOpaque struct {
	// +k8s:eachVal=+k8s:opaqueType
	Foo map[string]Inner `json:"foo"`
}

type MapBothOpaque struct {
	// +k8s:eachKey=+k8s:opaqueType
	// +k8s:eachVal=+k8s:opaqueType
	Foo map[KeyType]Inner `json:"foo"`
}

type MapOnlyKeyOpaque struct {
	// +k8s:eachKey=+k8s:opaqueType
	Foo map[KeyType]Inner `json:"foo"` // lint
}

type MapOnlyValOpaque struct {
	// +k8s:eachVal=+k8s:opaqueType
	Foo map[KeyType]Inner `json:"foo"` // lint
}

type PtrNestedOpaque struct {
	Foo *Outer `json:"foo"`
}

type NamedSliceNoOpacity struct {
	Foo InnerList `json:"foo"` // lint
}

type NamedSliceFieldEachValOpaque struct {
	// +k8s:eachVal=+k8s:opaqueType
	Foo InnerList `json:"foo"`
}

type NamedSliceTypeOpaque struct {
	Foo OpaqueInnerList `json:"foo"`
}

type NamedMapTypeOpaque struct {
	Foo OpaqueInnerMap `json:"foo"`
}

type PtrOpaqueStruct struct {
	Foo *OpaqueInner `json:"foo"`
}

type NamedSliceOwnTags struct {
	Widgets WidgetList `json:"widgets"` // lint
}

type SharedOpacity struct {
	// +k8s:opaqueType
	Foo SharedList `json:"foo"`
	Bar SharedList `json:"bar"` // lint
}
