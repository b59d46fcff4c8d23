package testkit

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"
	"unsafe"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"

	"github.com/kubegen/kubegen/runtime/decode"
)

// ConfigMap is a realistic object, the i-th of a collection: labels, annotations, an owner,
// managed fields and some data.
func ConfigMap(i int) corev1.ConfigMap {
	return corev1.ConfigMap{
		TypeMeta: metav1.TypeMeta{APIVersion: "v1", Kind: "ConfigMap"},
		ObjectMeta: metav1.ObjectMeta{
			Name: fmt.Sprintf("config-%05d", i), Namespace: fmt.Sprintf("team-%d", i%7),
			UID: types.UID(fmt.Sprintf("3f1c2a9e-6d0b-4c5e-9a51-%012d", i)), ResourceVersion: fmt.Sprint(1000 + i), Generation: 3,
			CreationTimestamp: metav1.Date(2026, 1, 2, 3, 4, 5, 0, metav1.Now().Location()),
			Labels:            map[string]string{"app.kubernetes.io/name": "web", "app.kubernetes.io/part-of": "shop", "tier": "frontend"},
			Annotations:       map[string]string{"example.com/owner": "team-a", "example.com/revision": "42"},
			OwnerReferences:   []metav1.OwnerReference{{APIVersion: "apps/v1", Kind: "Deployment", Name: "web", UID: "a1b2c3d4", Controller: new(true)}},
			ManagedFields: []metav1.ManagedFieldsEntry{{
				Manager: "kubectl-client-side-apply", Operation: metav1.ManagedFieldsOperationUpdate, APIVersion: "v1", FieldsType: "FieldsV1",
				FieldsV1: &metav1.FieldsV1{Raw: []byte(`{"f:data":{".":{},"f:config.yaml":{}},"f:metadata":{"f:labels":{".":{},"f:app":{}}}}`)},
			}},
		},
		Data: map[string]string{"config.yaml": "listen: 8080\nlog: info\nreplicas: 3\n", "mode": "production"},
	}
}

// EncodeList is the JSON of a ConfigMapList holding items, as an API server
// sends it.
func EncodeList(t testing.TB, lm metav1.ListMeta, items ...corev1.ConfigMap) []byte {
	t.Helper()
	body, err := json.Marshal(corev1.ConfigMapList{TypeMeta: metav1.TypeMeta{APIVersion: "v1", Kind: "ConfigMapList"}, ListMeta: lm, Items: items})
	if err != nil {
		t.Fatal(err)
	}
	return body
}

// SameMemory reports whether a and b are one copy of a string, as interning
// makes them.
func SameMemory(a, b string) bool { return unsafe.StringData(a) == unsafe.StringData(b) }

// SameMap reports whether a and b are one map, as sharing makes them.
func SameMap(a, b map[string]string) bool {
	return reflect.ValueOf(a).UnsafePointer() == reflect.ValueOf(b).UnsafePointer()
}

// ConfigMapDecoder stands in for a generated decoder in the runtime's tests
// (generated ones are compared with client-go in internal/decodertest): it
// goes through the decode.JSONReader, so the list's or watch's own reading
// is what is tested.
var ConfigMapDecoder = decode.DecoderFunc[*corev1.ConfigMap](func(r *decode.JSONReader, obj *corev1.ConfigMap) { r.Reflect(obj) })
