package itemunion

// Widget's lists use union members under +k8s:item as upstream fails on.
type Widget struct {
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=n
	// +k8s:item(n: 5)=+k8s:zeroOrOneOfMember
	IntKey []Item `json:"intKey"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:item(name: "a")=+k8s:zeroOrOneOfMember
	// +k8s:item(name: "a")=+k8s:zeroOrOneOfMember
	Twice []Item `json:"twice"`
}

type Item struct {
	Name string `json:"name"`
	N    int32  `json:"n"`
}
