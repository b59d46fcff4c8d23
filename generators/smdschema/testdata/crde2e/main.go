// Command crde2e runs server-side apply by two field managers on the
// examples/crd Foo kind, with the schema file named by its argument, in
// the object tracker a generated fake NewClientset uses. TestExamplesCRD
// builds it in a scratch module next to the examples module; it prints
// what it checked and exits non-zero on the first failure.
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"

	samplev1alpha1 "github.com/kubegen/kubegen/examples/crd/apis/samplecontroller/v1alpha1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	"k8s.io/apimachinery/pkg/util/managedfields"
	clienttesting "k8s.io/client-go/testing"
	"sigs.k8s.io/structured-merge-diff/v6/typed"
)

func main() {
	if err := run(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, "FAIL:", err)
		os.Exit(1)
	}
}

func run(schemaFile string) error {
	text, err := os.ReadFile(schemaFile)
	if err != nil {
		return err
	}
	parser, err := typed.NewParser(typed.YAMLObject(text))
	if err != nil {
		return fmt.Errorf("parsing the schema: %w", err)
	}
	scheme := runtime.NewScheme()
	if err := samplev1alpha1.AddToScheme(scheme); err != nil {
		return err
	}
	tracker := clienttesting.NewFieldManagedObjectTracker(scheme,
		serializer.NewCodecFactory(scheme).UniversalDecoder(),
		managedfields.NewSchemeTypeConverter(scheme, parser))
	foos := samplev1alpha1.SchemeGroupVersion.WithResource("foos")

	apply := func(manager string, force bool, body string) error {
		obj := &unstructured.Unstructured{}
		full := `{"apiVersion":"samplecontroller.kubegen.io/v1alpha1","kind":"Foo","metadata":{"name":"f","namespace":"ns"` + body + `}`
		if err := json.Unmarshal([]byte(full), &obj.Object); err != nil {
			return err
		}
		return tracker.Apply(foos, obj, "ns", metav1.PatchOptions{FieldManager: manager, Force: &force})
	}
	get := func() (*samplev1alpha1.Foo, error) {
		obj, err := tracker.Get(foos, "ns", "f")
		if err != nil {
			return nil, err
		}
		foo, ok := obj.(*samplev1alpha1.Foo)
		if !ok {
			return nil, fmt.Errorf("the tracker holds a %T", obj)
		}
		return foo, nil
	}
	owned := func(foo *samplev1alpha1.Foo, manager, field string) bool {
		for _, e := range foo.ManagedFields {
			if e.Manager == manager && e.Operation == metav1.ManagedFieldsOperationApply && e.FieldsV1 != nil {
				return strings.Contains(string(e.FieldsV1.Raw), `"f:`+field+`"`)
			}
		}
		return false
	}

	if err := apply("alice", false, `},"spec":{"barName":"b","replicas":1}`); err != nil {
		return fmt.Errorf("alice's apply: %w", err)
	}
	if err := apply("bob", false, `,"labels":{"team":"x"}},"spec":{"barName":"b"}`); err != nil {
		return fmt.Errorf("bob's apply of a new label and alice's value of barName: %w", err)
	}
	foo, err := get()
	if err != nil {
		return err
	}
	if foo.Spec.BarName != "b" || foo.Spec.Replicas == nil || *foo.Spec.Replicas != 1 || foo.Labels["team"] != "x" {
		return fmt.Errorf("after two applies: spec %+v labels %v", foo.Spec, foo.Labels)
	}
	if !owned(foo, "alice", "replicas") || !owned(foo, "bob", "team") || !owned(foo, "alice", "barName") || !owned(foo, "bob", "barName") {
		return fmt.Errorf("managed fields after two applies: %+v", foo.ManagedFields)
	}
	fmt.Println("ok: disjoint fields merged, a field applied with the same value is shared, managedFields recorded")

	err = apply("bob", false, `},"spec":{"barName":"b","replicas":3}`)
	if !apierrors.IsConflict(err) || !strings.Contains(err.Error(), `conflict with "alice"`) || !strings.Contains(err.Error(), ".spec.replicas") {
		return fmt.Errorf("bob's apply of alice's replicas: %v, want a conflict with alice on .spec.replicas", err)
	}
	fmt.Println("ok: conflict:", strings.ReplaceAll(err.Error(), "\n", " "))

	if err := apply("bob", true, `},"spec":{"barName":"b","replicas":3}`); err != nil {
		return fmt.Errorf("bob's forced apply: %w", err)
	}
	if foo, err = get(); err != nil {
		return err
	}
	if *foo.Spec.Replicas != 3 || !owned(foo, "bob", "replicas") || owned(foo, "alice", "replicas") {
		return fmt.Errorf("after the forced apply: replicas %d, managed fields %+v", *foo.Spec.Replicas, foo.ManagedFields)
	}
	fmt.Println("ok: force took ownership")
	return nil
}
