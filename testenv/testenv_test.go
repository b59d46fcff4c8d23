package testenv_test

import (
	"context"
	"testing"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/watch"

	"github.com/kubegen/kubegen/testenv"
	"github.com/kubegen/kubegen/testenv/widget"
)

// TestEnvLifecycle checks what the runtime's end-to-end tests rely on: the
// Widget CRD serves, a restarted apiserver keeps etcd's data on the same
// address, and a watch from a compacted resourceVersion gets 410 Gone when
// the watch cache is off.
func TestEnvLifecycle(t *testing.T) {
	env := testenv.StartForTestWith(t, testenv.Options{DisableWatchCache: true})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if err := env.InstallCRDs(ctx, widget.CRD()); err != nil {
		t.Fatal(err)
	}
	rc, err := widget.NewRESTClient(env.Config)
	if err != nil {
		t.Fatal(err)
	}
	c := widget.NewClient(rc)
	w, err := c.Create(ctx, &widget.Widget{
		ObjectMeta: metav1.ObjectMeta{Namespace: "default", Name: "a"},
		Spec:       widget.WidgetSpec{Size: 1, Tags: []string{"x"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	if w.Spec.Size != 1 || w.ResourceVersion == "" {
		t.Fatalf("created %+v", w)
	}
	w.Status.Phase = "Ready"
	if _, err := c.UpdateStatus(ctx, w); err != nil {
		t.Fatal(err)
	}

	if err := env.RestartAPIServer(ctx); err != nil {
		t.Fatal(err)
	}
	got, err := c.Get(ctx, "default", "a")
	if err != nil {
		t.Fatalf("after restart: %v", err)
	}
	if got.Status.Phase != "Ready" {
		t.Fatalf("after restart status = %+v, want phase Ready", got.Status)
	}

	oldRV := w.ResourceVersion
	got.Spec.Size = 2
	if _, err := c.Update(ctx, got); err != nil {
		t.Fatal(err)
	}
	if err := env.CompactEtcd(ctx); err != nil {
		t.Fatal(err)
	}
	wi, err := c.Watch(ctx, "", metav1.ListOptions{ResourceVersion: oldRV})
	if err != nil {
		if !apierrors.IsResourceExpired(err) && !apierrors.IsGone(err) {
			t.Fatalf("watch from compacted rv: %v, want 410", err)
		}
		return
	}
	defer wi.Stop()
	select {
	case ev := <-wi.ResultChan():
		if ev.Type != watch.Error {
			t.Fatalf("watch from compacted rv %s: first event %s %T, want ERROR 410", oldRV, ev.Type, ev.Object)
		}
		if st := apierrors.FromObject(ev.Object); !apierrors.IsResourceExpired(st) && !apierrors.IsGone(st) {
			t.Fatalf("watch from compacted rv: %v, want 410", st)
		}
	case <-ctx.Done():
		t.Fatal("no event from a watch at a compacted resourceVersion")
	}
}
