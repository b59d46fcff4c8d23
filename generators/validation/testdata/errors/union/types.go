package union

type Kind string

type Value struct {
	X int `json:"x"`
}

// Bad has a wrong union tag on each field; upstream fails on each (the
// pointer discriminator, the named scalar member, the union of a
// pointer's struct and the union member under eachVal with output that
// does not build or format).
type Bad struct {
	// +k8s:unionMember
	Struct Value `json:"struct"`
	// +k8s:optional
	// +k8s:beta=+k8s:unionDiscriminator
	Number int `json:"number"`
	// +k8s:optional
	// +k8s:beta=+k8s:unionDiscriminator
	Pointer *string `json:"pointer,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	Named Kind `json:"named"`
	// +k8s:optional
	// +k8s:unionMember("x")
	Positional *int `json:"positional,omitempty"`
	// +k8s:optional
	// +k8s:zeroOrOneOfMember(union: 3)
	IntArg *int `json:"intArg,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	Hidden *int `json:"-"`
	// +k8s:optional
	// +k8s:unionMember(name: "x")
	Unknown *int `json:"unknown,omitempty"`
	// +k8s:optional
	// +k8s:subfield(x)=+k8s:unionMember
	ThroughPointer *Value `json:"throughPointer,omitempty"`
	// +k8s:optional
	// +k8s:eachVal=+k8s:unionMember
	Each []int `json:"each,omitempty"`
}

// +k8s:unionMember
type OnType struct {
	// +k8s:optional
	A *int `json:"a,omitempty"`
}

// Items has wrong list-item union tags.
type Items struct {
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=port
	// +k8s:item(port: 80)=+k8s:zeroOrOneOfMember
	// +k8s:beta=+k8s:item(port: 81)=+k8s:unionDiscriminator
	Ports []ItemPort `json:"ports,omitempty"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:item(name: "a")=+k8s:zeroOrOneOfMember
	// +k8s:item(name: "a")=+k8s:zeroOrOneOfMember
	Twice []ItemName `json:"twice,omitempty"`
}

type ItemPort struct {
	Port int32 `json:"port"`
}

type ItemName struct {
	Name string `json:"name"`
}
