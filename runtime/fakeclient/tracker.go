package fakeclient

import (
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/managedfields"
	"k8s.io/client-go/testing"
)

// NewFieldManagedTracker returns client-go's field-managed object tracker
// over scheme and decoder with a type converter that deduces each object's
// field set from the object itself: what a fake clientset without generated
// apply configurations (and so without a schema) can offer for server-side
// apply and managedFields.
//
//go:noinline
func NewFieldManagedTracker(scheme *runtime.Scheme, decoder runtime.Decoder) testing.ObjectTracker {
	return testing.NewFieldManagedObjectTracker(scheme, decoder, managedfields.NewDeducedTypeConverter())
}
