package subfieldlist

// Widget gives its subfield a list-map without keys.
type Widget struct {
	// +k8s:subfield(objs)=+k8s:listType=map
	A Part `json:"a"`
}

// Part's list field has no tags of its own.
type Part struct {
	Objs []Obj `json:"objs"`
}

// Obj is an item.
type Obj struct {
	Name string `json:"name"`
}
