package runtime

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	kruntime "k8s.io/apimachinery/pkg/runtime"
)

// Object is what the runtime stores: a Kubernetes API object, addressed
// through a pointer type such as *v1.Foo. comparable lets the runtime tell a
// missing object (the zero T, a nil pointer) from a present one without
// reflection, and matches client-go's cache.Object constraint.
type Object interface {
	comparable
	kruntime.Object
	metav1.Object
}
