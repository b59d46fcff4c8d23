// Package v1 stands for an input API package both trees refer to.
package v1

type Widget struct{ Name string }
