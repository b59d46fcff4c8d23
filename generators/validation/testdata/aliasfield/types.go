package aliasfield

// LabelRoot is a root type: its name ends in Root.
type LabelRoot struct {
	// +k8s:optional
	// +k8s:maxLength=63
	Name Name `json:"name,omitempty"`
	// +k8s:optional
	// +k8s:maxLength=63
	NamePtr *Name `json:"namePtr,omitempty"`
	// +k8s:optional
	// +k8s:listType=set
	// +k8s:eachVal=+k8s:maxLength=10
	Names []Name `json:"names,omitempty"`
	// +k8s:optional
	// +k8s:eachKey=+k8s:maxLength=5
	// +k8s:eachVal=+k8s:maxLength=7
	Pairs map[Name]Name `json:"pairs,omitempty"`
	// +k8s:optional
	Owner *OwnerAlias `json:"owner,omitempty"`
	// uint8 is byte to upstream's loader, in every place it is written.
	// +k8s:optional
	// +k8s:minimum=1
	Level uint8 `json:"level,omitempty"`
	// +k8s:optional
	// +k8s:eachVal=+k8s:maximum=3
	Levels []uint8 `json:"levels,omitempty"`
	// +k8s:optional
	// +k8s:eachVal=+k8s:minimum=1
	LevelMap map[string]Level8 `json:"levelMap,omitempty"`
	// An alias of a list: the list is written out.
	// +k8s:optional
	// +k8s:maxItems=3
	Extra Names `json:"extra,omitempty"`
}

type Name = string

type Names = []Name

type Owner struct {
	// +k8s:required
	Name Name `json:"name"`
}

type OwnerAlias = Owner

type Level8 = uint8
