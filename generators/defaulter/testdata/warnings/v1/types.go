// +k8s:defaulter-gen=TypeMeta

package v1

// The tag above the package clause is not read: package tags go in
// doc.go.

// +k8s:defaulter-gen=true

// Thing asks for a defaulter.
type Thing struct {
	Items map[string]Item
}

type Item struct {
	// +default="x"
	Name string
}

// Doc has the tag in its doc comment, where it is not read.
// +k8s:defaulter-gen=true
type Doc struct {
	Item Item
}

// +k8s:defaulter-gen=yes

// Odd has a value that is neither true nor false.
type Odd struct {
	Item Item
}
