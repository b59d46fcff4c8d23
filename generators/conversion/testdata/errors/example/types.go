// Package example is the internal package the error cases convert to.
package example

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

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

type Anonymous struct {
	metav1.TypeMeta
	Inline struct {
		A string
	}
}
