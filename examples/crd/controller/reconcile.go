package controller

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/tools/cache"

	samplev1alpha1 "github.com/kubegen/kubegen/examples/crd/apis/samplecontroller/v1alpha1"
)

// DefaultReplicas is the replica count of a Foo that asks for none.
const DefaultReplicas int32 = 1

// Outcome is what one reconcile did.
type Outcome string

const (
	// Gone: the Foo no longer exists; there is nothing to do.
	Gone Outcome = "gone"
	// Unchanged: the status was already right.
	Unchanged Outcome = "unchanged"
	// Updated: the status was written.
	Updated Outcome = "updated"
	// Failed: the reconcile failed and is retried with backoff.
	Failed Outcome = "failed"
)

// Reconcile is the record of one reconcile, passed to Options.Reconciled.
type Reconcile struct {
	Key     cache.ObjectName
	Outcome Outcome
	// Status is the status the Foo has now (for Updated and Unchanged).
	Status samplev1alpha1.FooStatus
	Err    error
}

// reconcile brings the status of Foo key in step with its spec and Bar.
// It reads only from the listers; it writes only the status.
func (c *Controller) reconcile(ctx context.Context, key cache.ObjectName) Reconcile {
	r := Reconcile{Key: key, Outcome: Failed}
	foo, err := c.foos.Foos(key.Namespace).Get(key.Name)
	if apierrors.IsNotFound(err) {
		r.Outcome = Gone
		c.logf("reconcile %s: gone, nothing to do", key)
		return r
	}
	if err != nil {
		r.Err = err
		return r
	}
	bar, err := c.bars.Get(foo.Spec.BarName)
	if apierrors.IsNotFound(err) {
		bar = nil
	} else if err != nil {
		r.Err = err
		return r
	}
	want := DesiredStatus(foo, bar)
	if foo.Status == want {
		r.Outcome, r.Status = Unchanged, want
		c.logf("reconcile %s: status up to date (phase=%s observedGeneration=%d)", key, want.Phase, want.ObservedGeneration)
		return r
	}
	// Objects from listers are shared with the cache: change a copy.
	update := foo.DeepCopy()
	update.Status = want
	if _, err := c.client.SamplecontrollerV1alpha1().Foos(foo.Namespace).UpdateStatus(ctx, update, metav1.UpdateOptions{}); err != nil {
		// A conflict means the cache is behind; the retry reads it again.
		r.Err = fmt.Errorf("update status: %w", err)
		c.events.Eventf(foo, corev1.EventTypeWarning, EventUpdateFailed, "updating the status failed: %v", err)
		return r
	}
	r.Outcome, r.Status = Updated, want
	if want.Phase == samplev1alpha1.FooReady {
		c.events.Eventf(foo, corev1.EventTypeNormal, EventReady, "%s: %s", want.Phase, want.Message)
	} else {
		c.events.Eventf(foo, corev1.EventTypeWarning, EventBarMissing, "%s: %s", want.Phase, want.Message)
	}
	c.logf("reconcile %s: status updated: phase=%s replicas=%d observedGeneration=%d (%s)",
		key, want.Phase, want.Replicas, want.ObservedGeneration, want.Message)
	return r
}

// DesiredStatus is the status foo should have, given its Bar (nil when the
// Bar does not exist).
func DesiredStatus(foo *samplev1alpha1.Foo, bar *samplev1alpha1.Bar) samplev1alpha1.FooStatus {
	status := samplev1alpha1.FooStatus{
		ObservedGeneration: foo.Generation,
		Replicas:           DefaultReplicas,
	}
	if foo.Spec.Replicas != nil {
		status.Replicas = *foo.Spec.Replicas
	}
	if bar == nil {
		status.Phase = samplev1alpha1.FooPending
		status.Message = fmt.Sprintf("waiting for Bar %s", foo.Spec.BarName)
		return status
	}
	status.Phase = samplev1alpha1.FooReady
	status.Message = fmt.Sprintf("%d x %s", status.Replicas, bar.Spec.Image)
	return status
}
