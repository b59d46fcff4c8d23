package update

type Widget struct {
	// +k8s:optional
	// +k8s:update=NoChange
	Unknown string `json:"unknown,omitempty"`
	// +k8s:optional
	// +k8s:update=NoAddItem
	NotAList string `json:"notAList,omitempty"`
	// +k8s:optional
	// +k8s:update=NoModify
	AList []string `json:"aList,omitempty"`
	// +k8s:update=NoSet
	AStruct Part `json:"aStruct"`
	// +k8s:optional
	// +k8s:update=NoAddItem
	NoListType []string `json:"noListType,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:update=NoRemoveItem
	Atomic []string `json:"atomic,omitempty"`
	// +k8s:optional
	// +k8s:eachVal=+k8s:update=NoSet
	Items map[string]string `json:"items,omitempty"`
	// +k8s:optional
	// +k8s:eachKey=+k8s:update=NoModify
	Keys map[string]string `json:"keys,omitempty"`
	// +k8s:optional
	// +k8s:update(x)=NoSet
	WithArg *string `json:"withArg,omitempty"`
}

// +k8s:update=NoModify
type Part struct {
	Name string `json:"name"`
}
