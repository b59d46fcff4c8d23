package vsubfieldeach

// Widget's values' subfield has list tags: its uniqueness check is not
// generated under eachVal.
type Widget struct {
	// +k8s:optional
	// +k8s:eachVal=+k8s:subfield(ids)=+k8s:listType=set
	Items []Entry `json:"items"`
}

// Entry is the list's item.
type Entry struct {
	Name string   `json:"name"`
	IDs  []string `json:"ids"`
}
