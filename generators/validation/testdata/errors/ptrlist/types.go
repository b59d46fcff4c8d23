package ptrlist

// Forest reaches its list of pointers to Node before Node, and Node
// reaches that list type again while it is being walked, which upstream
// fails on (a tree walked from Node first is generated: testdata/ptrlist).
type Forest struct {
	// +k8s:optional
	Trees []*Node `json:"trees,omitempty"`
}

// Node is recursive through a list of pointers.
type Node struct {
	// +k8s:required
	Name string `json:"name"`

	// +k8s:optional
	// +k8s:maxItems=2
	Children []*Node `json:"children,omitempty"`
}
