package vsubfielditem

// Widget's item subfield has list tags: its uniqueness check is not
// generated under the item.
type Widget struct {
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:item(name: "a")=+k8s:subfield(ids)=+k8s:listType=set
	Items []Entry `json:"items"`
}

// Entry is the list's item.
type Entry struct {
	Name string   `json:"name"`
	IDs  []string `json:"ids"`
}
