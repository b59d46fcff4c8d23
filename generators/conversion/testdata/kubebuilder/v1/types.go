package v1

// Foo is converted to and from example.Foo.
type Foo struct {
	A string
}
