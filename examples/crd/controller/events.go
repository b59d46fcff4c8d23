package controller

import (
	corev1 "k8s.io/api/core/v1"
	"k8s.io/client-go/kubernetes"
	typedcorev1 "k8s.io/client-go/kubernetes/typed/core/v1"
	"k8s.io/client-go/tools/record"

	samplescheme "github.com/kubegen/kubegen/examples/crd/pkg/generated/clientset/versioned/scheme"
)

// EventComponent is the source.component of the Events the controller
// records.
const EventComponent = "foo-controller"

// Reasons of the Events recorded on a Foo, one per status the controller
// writes (EventReady, EventBarMissing) or fails to write.
const (
	EventReady        = "Ready"
	EventBarMissing   = "BarMissing"
	EventUpdateFailed = "StatusUpdateFailed"
)

// NewEventRecorder returns a recorder that writes core/v1 Events through
// kube, the way kubectl describe shows them, and a function that stops it.
// client-go's broadcaster writes them asynchronously, folds repeats of one
// Event into its count, and drops a flood from one object. The identity it
// runs as needs create and patch on events.
func NewEventRecorder(kube kubernetes.Interface) (record.EventRecorder, func()) {
	b := record.NewBroadcaster()
	b.StartRecordingToSink(&typedcorev1.EventSinkImpl{Interface: kube.CoreV1().Events("")})
	// The generated scheme knows Foo, so an Event can name its kind and
	// apiVersion: objects from a lister carry no TypeMeta.
	return b.NewRecorder(samplescheme.Scheme, corev1.EventSource{Component: EventComponent}), b.Shutdown
}
