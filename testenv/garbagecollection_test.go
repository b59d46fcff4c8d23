package testenv_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/util/wait"
	"k8s.io/client-go/dynamic"
	"k8s.io/client-go/kubernetes"

	"github.com/kubegen/kubegen/testenv"
	"github.com/kubegen/kubegen/testenv/widget"
)

// testGarbageCollection checks the garbage collector in the controllers
// child: background, foreground and orphan propagation between built-in
// objects, a custom resource of a CRD installed at Start as owner, and a
// CRD installed while the environment runs, whose objects are both owner
// and dependent. Each case works in its own namespace of env.
func testGarbageCollection(ctx context.Context, t *testing.T, env *testenv.Env, admin kubernetes.Interface) {
	configMaps := func(ns string) func(name string) error {
		return func(name string) error {
			_, err := admin.CoreV1().ConfigMaps(ns).Get(ctx, name, metav1.GetOptions{})
			return err
		}
	}
	createConfigMap := func(t *testing.T, ns, name string, owners ...metav1.OwnerReference) *corev1.ConfigMap {
		t.Helper()
		cm, err := admin.CoreV1().ConfigMaps(ns).Create(ctx, &corev1.ConfigMap{
			ObjectMeta: metav1.ObjectMeta{Name: name, OwnerReferences: owners},
		}, metav1.CreateOptions{})
		if err != nil {
			t.Fatal(err)
		}
		return cm
	}
	ownedBy := func(cm *corev1.ConfigMap) metav1.OwnerReference {
		return metav1.OwnerReference{APIVersion: "v1", Kind: "ConfigMap", Name: cm.Name, UID: cm.UID}
	}

	t.Run("background", func(t *testing.T) {
		ns := createNamespace(ctx, t, admin, "gc-background")
		owner := createConfigMap(t, ns, "owner")
		createConfigMap(t, ns, "dependent", ownedBy(owner))
		if err := admin.CoreV1().ConfigMaps(ns).Delete(ctx, owner.Name, metav1.DeleteOptions{}); err != nil {
			t.Fatal(err)
		}
		if err := waitGone(ctx, configMaps(ns), "dependent"); err != nil {
			t.Fatal(err)
		}
	})

	t.Run("foreground", func(t *testing.T) {
		ns := createNamespace(ctx, t, admin, "gc-foreground")
		owner := createConfigMap(t, ns, "owner")
		ref := ownedBy(owner)
		ref.BlockOwnerDeletion = ptr(true)
		createConfigMap(t, ns, "dependent", ref)
		foreground := metav1.DeletePropagationForeground
		if err := admin.CoreV1().ConfigMaps(ns).Delete(ctx, owner.Name, metav1.DeleteOptions{PropagationPolicy: &foreground}); err != nil {
			t.Fatal(err)
		}
		// The owner keeps the foregroundDeletion finalizer until the
		// collector has deleted its blocking dependent and removed it.
		if err := waitGone(ctx, configMaps(ns), "dependent", "owner"); err != nil {
			t.Fatal(err)
		}
	})

	t.Run("orphan", func(t *testing.T) {
		ns := createNamespace(ctx, t, admin, "gc-orphan")
		owner := createConfigMap(t, ns, "owner")
		createConfigMap(t, ns, "dependent", ownedBy(owner))
		orphan := metav1.DeletePropagationOrphan
		if err := admin.CoreV1().ConfigMaps(ns).Delete(ctx, owner.Name, metav1.DeleteOptions{PropagationPolicy: &orphan}); err != nil {
			t.Fatal(err)
		}
		// The owner keeps the orphan finalizer until the collector has
		// removed the owner reference from its dependent.
		if err := waitGone(ctx, configMaps(ns), "owner"); err != nil {
			t.Fatal(err)
		}
		dep, err := admin.CoreV1().ConfigMaps(ns).Get(ctx, "dependent", metav1.GetOptions{})
		if err != nil {
			t.Fatalf("the orphaned dependent: %v", err)
		}
		if len(dep.OwnerReferences) != 0 {
			t.Fatalf("the orphaned dependent still has owner references %+v", dep.OwnerReferences)
		}
	})

	t.Run("custom resource owner", func(t *testing.T) {
		ns := createNamespace(ctx, t, admin, "gc-widget")
		rc, err := widget.NewRESTClient(env.Config)
		if err != nil {
			t.Fatal(err)
		}
		widgets := widget.NewClient(rc)
		w, err := widgets.Create(ctx, &widget.Widget{ObjectMeta: metav1.ObjectMeta{Namespace: ns, Name: "owner"}})
		if err != nil {
			t.Fatal(err)
		}
		createConfigMap(t, ns, "dependent", metav1.OwnerReference{
			APIVersion: widget.SchemeGroupVersion.String(), Kind: widget.Kind, Name: w.Name, UID: w.UID,
		})
		if err := widgets.Delete(ctx, ns, w.Name); err != nil {
			t.Fatal(err)
		}
		if err := waitGone(ctx, configMaps(ns), "dependent"); err != nil {
			t.Fatal(err)
		}
	})

	t.Run("CRD installed while running", func(t *testing.T) {
		ns := createNamespace(ctx, t, admin, "gc-gadget")
		// A second kind in the Widget's group, unknown to the collector
		// until its next discovery sync after this install.
		crd := widget.CRD()
		crd.Name = "gadgets." + widget.GroupName
		crd.Spec.Names.Plural, crd.Spec.Names.Singular = "gadgets", "gadget"
		crd.Spec.Names.Kind, crd.Spec.Names.ListKind = "Gadget", "GadgetList"
		if err := env.InstallCRDs(ctx, crd); err != nil {
			t.Fatal(err)
		}
		dyn, err := dynamic.NewForConfig(env.Config)
		if err != nil {
			t.Fatal(err)
		}
		gadgets := dyn.Resource(widget.SchemeGroupVersion.WithResource("gadgets")).Namespace(ns)
		widgetsRes := dyn.Resource(widget.SchemeGroupVersion.WithResource(widget.Resource)).Namespace(ns)
		apiVersion := widget.SchemeGroupVersion.String()
		g, err := gadgets.Create(ctx, object(apiVersion, "Gadget", "owner"), metav1.CreateOptions{})
		if err != nil {
			t.Fatal(err)
		}
		// A custom resource depends on it: the collector must watch both.
		dep := object(apiVersion, widget.Kind, "dependent")
		dep.SetOwnerReferences([]metav1.OwnerReference{{APIVersion: apiVersion, Kind: "Gadget", Name: g.GetName(), UID: g.GetUID()}})
		if _, err := widgetsRes.Create(ctx, dep, metav1.CreateOptions{}); err != nil {
			t.Fatal(err)
		}
		if err := gadgets.Delete(ctx, g.GetName(), metav1.DeleteOptions{}); err != nil {
			t.Fatal(err)
		}
		if err := waitGone(ctx, func(name string) error {
			_, err := widgetsRes.Get(ctx, name, metav1.GetOptions{})
			return err
		}, "dependent"); err != nil {
			t.Fatal(err)
		}
	})
}

func object(apiVersion, kind, name string) *unstructured.Unstructured {
	u := &unstructured.Unstructured{}
	u.SetAPIVersion(apiVersion)
	u.SetKind(kind)
	u.SetName(name)
	return u
}

// waitGone polls until get returns NotFound for each name. The timeout is
// generous: the collector acts a moment after the deletion, later on a
// loaded machine, and a test asserts that it acts, not how fast.
func waitGone(ctx context.Context, get func(name string) error, names ...string) error {
	var last error
	err := wait.PollUntilContextTimeout(ctx, 100*time.Millisecond, 2*time.Minute, true, func(context.Context) (bool, error) {
		for _, name := range names {
			switch err := get(name); {
			case apierrors.IsNotFound(err):
			case err != nil:
				last = fmt.Errorf("get %s: %w", name, err)
				return false, nil
			default:
				last = fmt.Errorf("%s still exists", name)
				return false, nil
			}
		}
		return true, nil
	})
	if err != nil {
		return fmt.Errorf("%w (last: %v)", err, last)
	}
	return nil
}
