package noconversion

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Nested's field converts to example.Inner, from a type nothing converts.
type Nested struct {
	In metav1.Time
}
