// Package example is the internal package the error cases convert to.
package example

type Thing struct {
	A string
	B int
}

type Nested struct {
	In Inner
}

type Inner struct {
	V string
}
