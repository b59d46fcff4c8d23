package unique

// Widget's lists use +k8s:unique and +k8s:customUnique as upstream fails on.
type Widget struct {
	// +k8s:optional
	// +k8s:unique=set
	NoListType []Item `json:"noListType"`
	// +k8s:optional
	// +k8s:listType=set
	// +k8s:unique=set
	Redundant []Item `json:"redundant"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unique=map
	Strings []string `json:"strings"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unique=bogus
	Bogus []Item `json:"bogus"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unique=set
	// +k8s:unique=map
	Twice []Item `json:"twice"`
	// +k8s:optional
	// +k8s:unique=set
	Scalar string `json:"scalar"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unique=map
	NoKey []Item `json:"noKey"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:customUnique=yes
	Valued []Item `json:"valued"`
}

type Item struct {
	Name string `json:"name"`
}
