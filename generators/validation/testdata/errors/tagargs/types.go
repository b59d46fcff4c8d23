package tagargs

// Widget's tags have arguments upstream's tag grammar does not read;
// upstream fails to parse each.
type Widget struct {
	// +k8s:optional
	// +k8s:unionMember(union: two words)
	Spaced *int `json:"spaced,omitempty"`
	// +k8s:optional
	// +k8s:zeroOrOneOfMember(union: "open)
	Unclosed *int `json:"unclosed,omitempty"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:item(name: "a", "b")=+k8s:immutable
	Mixed []Item `json:"mixed"`
	// +k8s:optional
	// +k8s:ifEnabled(A, B)=+k8s:maxLength=3
	Positionals string `json:"positionals"`
	// +k8s:optional
	// +k8s:maxLength(x) junk
	Trailing string `json:"trailing"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:item(name: "a")=+k8s:zeroOrOneOfMember(union: 1x)
	ItemUnion []Item `json:"itemUnion"`
}

type Item struct {
	Name string `json:"name"`
}
