package runtime

import (
	"errors"
	"strings"
	"testing"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/tools/cache"
)

// storeCM makes a small ConfigMap; labels are given as key, value pairs.
func storeCM(ns, name, rv string, labels ...string) *corev1.ConfigMap {
	obj := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Namespace: ns, Name: name, ResourceVersion: rv}}
	if len(labels) > 0 {
		obj.Labels = map[string]string{}
		for n := 0; n+1 < len(labels); n += 2 {
			obj.Labels[labels[n]] = labels[n+1]
		}
	}
	return obj
}

func TestKeyMetaNamespaceKey(t *testing.T) {
	for _, tc := range []struct {
		obj  *corev1.ConfigMap
		want string
	}{
		{storeCM("ns", "a", ""), "ns/a"},
		{storeCM("", "cluster-wide", ""), "cluster-wide"},
	} {
		got, err := MetaNamespaceKey(tc.obj)
		if err != nil || got != tc.want {
			t.Errorf("MetaNamespaceKey(%s/%s) = %q, %v; want %q", tc.obj.Namespace, tc.obj.Name, got, err, tc.want)
		}
	}
	_, err := MetaNamespaceKey[*corev1.ConfigMap](nil)
	var keyErr KeyError
	if !errors.As(err, &keyErr) || !errors.Is(err, errNilObject) {
		t.Errorf("MetaNamespaceKey(nil) error = %v; want a KeyError wrapping %v", err, errNilObject)
	}
}

func TestKeySplitKey(t *testing.T) {
	for _, tc := range []struct {
		key, ns, name string
		fails         bool
	}{
		{key: "ns/a", ns: "ns", name: "a"},
		{key: "a", name: "a"},
		{key: "", name: ""},
		{key: "a/b/c", fails: true},
	} {
		ns, name, err := SplitKey(tc.key)
		if (err != nil) != tc.fails || ns != tc.ns || name != tc.name {
			t.Errorf("SplitKey(%q) = %q, %q, %v; want %q, %q, fails=%v", tc.key, ns, name, err, tc.ns, tc.name, tc.fails)
		}
	}
}

func TestKeyErrorWrapsTheKeyFunctionsError(t *testing.T) {
	cause := errors.New("no key for you")
	failing := func(*corev1.ConfigMap) (string, error) { return "", cause }
	obj := storeCM("ns", "a", "1")

	checks := map[string]error{}
	checks["Indexer.Put"] = NewIndexer(failing, nil).Put(obj)
	checks["Indexer.Remove"] = NewIndexer(failing, nil).Remove(obj)
	checks["Indexer.ReplaceItems"] = NewIndexer(failing, nil).ReplaceItems([]*corev1.ConfigMap{obj}, "1")
	checks["DeltaFIFO.Add"] = NewDeltaFIFO(DeltaFIFOOptions[*corev1.ConfigMap]{KeyFunc: failing}).Add(obj)
	checks["DeltaFIFO.Update"] = NewDeltaFIFO(DeltaFIFOOptions[*corev1.ConfigMap]{KeyFunc: failing}).Update(obj)
	checks["DeltaFIFO.Delete"] = NewDeltaFIFO(DeltaFIFOOptions[*corev1.ConfigMap]{KeyFunc: failing}).Delete(obj)
	checks["DeltaFIFO.Replace"] = NewDeltaFIFO(DeltaFIFOOptions[*corev1.ConfigMap]{KeyFunc: failing}).Replace([]*corev1.ConfigMap{obj}, "1")
	checks["Indexer.Add (untyped)"] = NewIndexer(failing, nil).Add(obj)
	checks["DeltaFIFO.Queue().Add"] = NewDeltaFIFO(DeltaFIFOOptions[*corev1.ConfigMap]{KeyFunc: failing}).Queue().Add(obj)
	_, checks["DeltaFIFO.KeyOf"] = NewDeltaFIFO(DeltaFIFOOptions[*corev1.ConfigMap]{KeyFunc: failing}).Queue().KeyOf(obj)
	for what, err := range checks {
		// Code written against client-go looks for its own type.
		keyErr := cache.KeyError{}
		if !errors.As(err, &keyErr) {
			t.Errorf("%s: error %v is not a client-go cache.KeyError", what, err)
			continue
		}
		if !strings.Contains(err.Error(), cause.Error()) {
			t.Errorf("%s: message %q does not say why", what, err)
		}
		if !errors.Is(err, cause) || keyErr.Obj != any(obj) {
			t.Errorf("%s: KeyError %+v does not carry the object and unwrap to %v", what, keyErr, cause)
		}
	}
	// A key function that already returns a KeyError is not wrapped twice.
	already := func(o *corev1.ConfigMap) (string, error) { return "", KeyError{Obj: o, Err: cause} }
	err := NewIndexer(already, nil).Put(obj)
	if keyErr, ok := err.(KeyError); !ok || keyErr.Err != cause {
		t.Errorf("KeyError from the key function was rewrapped: %#v", err)
	}
}
