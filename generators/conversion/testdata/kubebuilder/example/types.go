// Package example is the internal version of the kubebuilder package.
package example

type Foo struct {
	A string
}
