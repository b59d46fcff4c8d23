package testenv_test

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/validation/field"
	"k8s.io/client-go/dynamic"

	"github.com/kubegen/kubegen/testenv"
	valsamev1 "github.com/kubegen/kubegen/testenv/internal/valsame/v1"
)

// One API type, internal/valsame/v1, carries +k8s: validation tags. Its
// Go validation (the Validate_Widget validation-gen wrote, called through a
// scheme as an API server calls it) and its CRD schema (rendered from the
// same tags and enforced by a real kube-apiserver) must accept and reject
// the same objects, naming the same fields.
func TestValidationAgreesWithCRDSchema(t *testing.T) {
	if testing.Short() {
		t.Skip("starts an API server")
	}
	good := map[string]any{"replicas": int64(3), "tags": []any{"a"}, "color": "red", "class": "gold"}
	with := func(key string, value any) map[string]any {
		spec := map[string]any{}
		for k, v := range good {
			spec[k] = v
		}
		if value == nil {
			delete(spec, key)
		} else {
			spec[key] = value
		}
		return spec
	}
	withAll := func(fields map[string]any) map[string]any {
		spec := with("replicas", good["replicas"])
		for k, v := range fields {
			spec[k] = v
		}
		return spec
	}
	rows := []struct {
		name string
		old  map[string]any // the stored spec for an update, nil for a create
		spec map[string]any
		want []string // the fields both reject, none for an accepted object
		// goAt, if set, is where the Go validation reports what the schema
		// reports at want: the items added (+k8s:update=NoAddItem), where
		// the CRD's rule names the list; a map's value, which the schema's
		// bounds name spec.m.k and Go spec.m[k].
		goAt []string
	}{
		{name: "good", spec: good},
		{name: "fewest-fields", spec: map[string]any{"replicas": int64(1)}},
		{name: "no-replicas", spec: with("replicas", nil), want: []string{"spec.replicas"}},             // +k8s:required
		{name: "zero-replicas", spec: with("replicas", int64(0)), want: []string{"spec.replicas"}},      // +k8s:required, +k8s:minimum=1
		{name: "too-many-replicas", spec: with("replicas", int64(11)), want: []string{"spec.replicas"}}, // +k8s:maximum=10
		{name: "three-tags", spec: with("tags", []any{"a", "b", "c"})},                                  // +k8s:maxItems=3
		{name: "four-tags", spec: with("tags", []any{"a", "b", "c", "d"}), want: []string{"spec.tags"}}, // +k8s:maxItems=3
		{name: "one-tag", spec: with("tags", []any{"a"})},                                               // +k8s:minItems=1 (an empty list is unset in Go: see docs/crdschema.md)
		{name: "owner-of-two", spec: with("owner", "ab")},                                               // +k8s:minLength=2
		{name: "owner-of-one", spec: with("owner", "a"), want: []string{"spec.owner"}},                  // +k8s:minLength=2
		{name: "owner-of-eight", spec: with("owner", "abcdefgh")},                                       // +k8s:maxLength=8
		{name: "owner-of-nine", spec: with("owner", "abcdefghi"), want: []string{"spec.owner"}},         // +k8s:maxLength=8
		{name: "dns-label-nick", spec: with("nick", "my-nick")},                                         // +k8s:format=k8s-short-name
		{name: "bad-nick", spec: with("nick", "My_Nick"), want: []string{"spec.nick"}},                  // +k8s:format=k8s-short-name
		{name: "blue", spec: with("color", "blue")},                                                     // +k8s:enum
		{name: "green", spec: with("color", "green"), want: []string{"spec.color"}},                     // +k8s:enum
		{name: "two-bad-fields", spec: map[string]any{"replicas": int64(12), "color": "green"}, want: []string{"spec.color", "spec.replicas"}},
		{name: "same-class", old: good, spec: with("replicas", int64(4))},                           // +k8s:immutable
		{name: "new-class", old: good, spec: with("class", "silver"), want: []string{"spec.class"}}, // +k8s:immutable
		{name: "update-too-many-tags", old: good, spec: with("tags", []any{"a", "b", "c", "d"}), want: []string{"spec.tags"}},
		// +k8s:unionDiscriminator with +k8s:unionMember: the member the discriminator names is set, no other.
		{name: "disk-mode", spec: withAll(map[string]any{"mode": "Disk", "disk": "sda"})},
		{name: "disk-mode-without-disk", spec: with("mode", "Disk"), want: []string{"spec.disk"}},
		{name: "disk-mode-with-memory", spec: withAll(map[string]any{"mode": "Disk", "disk": "sda", "memory": "1Gi"}), want: []string{"spec.memory"}},
		{name: "memory-without-mode", spec: with("memory", "1Gi"), want: []string{"spec.memory"}},
		// +k8s:unionMember without a discriminator: exactly one.
		{name: "source-url", spec: with("source", map[string]any{"url": "https://example.com"})},
		{name: "source-empty", spec: with("source", map[string]any{}), want: []string{"spec.source"}},
		{name: "source-both", spec: with("source", map[string]any{"url": "u", "image": "i"}), want: []string{"spec.source"}},
		// +k8s:zeroOrOneOfMember: at most one.
		{name: "primary-only", spec: with("primary", "p")},
		{name: "primary-and-secondary", spec: withAll(map[string]any{"primary": "p", "secondary": "s"}), want: []string{"spec"}},
		{name: "legacy", spec: with("legacy", "x"), want: []string{"spec.legacy"}},                                     // +k8s:forbidden
		{name: "note-of-four-bytes", spec: with("note", "hé!")},                                                        // +k8s:maxBytes=4
		{name: "note-of-five-bytes", spec: with("note", "héé"), want: []string{"spec.note"}},                           // +k8s:maxBytes=4 (3 characters)
		{name: "zone-a", spec: with("zone", "a")},                                                                      // +k8s:neq="none"
		{name: "zone-none", spec: with("zone", "none"), want: []string{"spec.zone"}},                                   // +k8s:neq="none"
		{name: "region-kept", old: with("region", "eu"), spec: withAll(map[string]any{"region": "eu", "owner": "ab"})}, // +k8s:update=NoModify
		{name: "region-changed", old: with("region", "eu"), spec: with("region", "us"), want: []string{"spec.region"}},
		{name: "pool-at-create", spec: with("pool", "p1")}, // +k8s:update=NoSet
		{name: "pool-kept", old: with("pool", "p1"), spec: withAll(map[string]any{"pool": "p1", "owner": "ab"})},
		{name: "pool-set-by-update", old: good, spec: with("pool", "p1"), want: []string{"spec.pool"}},
		{name: "tier-changed", old: with("tier", "t1"), spec: with("tier", "t2")}, // +k8s:update=NoUnset
		{name: "tier-cleared", old: with("tier", "t1"), spec: good, want: []string{"spec.tier"}},
		// Tags wrapped in +k8s:alpha/+k8s:beta: enforced by the CRD as by Go.
		{name: "memo-of-four-bytes", spec: with("memo", "hé!")},                                                     // +k8s:alpha=+k8s:maxBytes=4
		{name: "memo-of-five-bytes", spec: with("memo", "héé"), want: []string{"spec.memo"}},                        // +k8s:alpha=+k8s:maxBytes=4
		{name: "site-a", spec: with("site", "a")},                                                                   // +k8s:beta=+k8s:neq="none"
		{name: "site-none", spec: with("site", "none"), want: []string{"spec.site"}},                                // +k8s:beta=+k8s:neq="none"
		{name: "stage-kept", old: with("stage", "s1"), spec: withAll(map[string]any{"stage": "s1", "owner": "ab"})}, // +k8s:beta=+k8s:update=NoModify
		{name: "stage-changed", old: with("stage", "s1"), spec: with("stage", "s2"), want: []string{"spec.stage"}},
		// +k8s:format values the schema checks with CEL.
		{name: "label-value", spec: with("value", "My_value.1")},                                 // +k8s:format=k8s-label-value
		{name: "bad-label-value", spec: with("value", "-value"), want: []string{"spec.value"}},   // +k8s:format=k8s-label-value
		{name: "prefixed", spec: with("prefixed", "example.com/key")},                            // +k8s:format=k8s-prefixed-label-key
		{name: "unprefixed", spec: with("prefixed", "key"), want: []string{"spec.prefixed"}},     // +k8s:format=k8s-prefixed-label-key
		{name: "upper-case-host", spec: with("host", "Example.COM")},                             // +k8s:format=k8s-long-name-caseless
		{name: "bad-host", spec: with("host", "example_com"), want: []string{"spec.host"}},       // +k8s:format=k8s-long-name-caseless
		{name: "segment", spec: with("segment", "a.b")},                                          // +k8s:format=k8s-path-segment-name
		{name: "dot-dot-segment", spec: with("segment", ".."), want: []string{"spec.segment"}},   // +k8s:format=k8s-path-segment-name
		{name: "percent-segment", spec: with("segment", "a%2F"), want: []string{"spec.segment"}}, // +k8s:format=k8s-path-segment-name
		{name: "prefixed-key", spec: with("key", "example.com/My_key-1")},                        // +k8s:format=k8s-label-key
		{name: "bare-key", spec: with("key", "my.key")},                                          // +k8s:format=k8s-label-key
		{name: "two-slash-key", spec: with("key", "a/b/c"), want: []string{"spec.key"}},          // +k8s:format=k8s-label-key
		{name: "bad-prefix-key", spec: with("key", "Example.com/k"), want: []string{"spec.key"}}, // +k8s:format=k8s-label-key
		{name: "uuid", spec: with("uid", "01234567-89ab-cdef-0123-456789abcdef")},                // +k8s:format=k8s-uuid
		{name: "upper-case-uuid", spec: with("uid", "01234567-89AB-CDEF-0123-456789ABCDEF"), want: []string{"spec.uid"}},
		{name: "uuid-without-dashes", spec: with("uid", "0123456789abcdef0123456789abcdef"), want: []string{"spec.uid"}},
		// +k8s:update=NoRemoveItem on a set (both report the list), NoAddItem
		// on a list-map and a map (Go reports the item added).
		{name: "member-added", old: with("members", []any{"a"}), spec: withAll(map[string]any{"members": []any{"a", "b"}})},
		{name: "member-removed", old: with("members", []any{"a", "b"}), spec: with("members", []any{"b"}), want: []string{"spec.members"}},
		{name: "members-cleared", old: with("members", []any{"a"}), spec: good, want: []string{"spec.members"}},
		{name: "port-changed", old: with("ports", []any{map[string]any{"name": "http", "number": int64(80)}}), spec: with("ports", []any{map[string]any{"name": "http", "number": int64(8080)}})},
		{name: "port-removed", old: with("ports", []any{map[string]any{"name": "http"}}), spec: good},
		{name: "port-added", old: with("ports", []any{map[string]any{"name": "http"}}), spec: with("ports", []any{map[string]any{"name": "http"}, map[string]any{"name": "https"}}), want: []string{"spec.ports"}, goAt: []string{"spec.ports[1]"}},
		{name: "first-port-added", old: good, spec: with("ports", []any{map[string]any{"name": "http"}}), want: []string{"spec.ports"}, goAt: []string{"spec.ports[0]"}},
		{name: "ports-at-create", spec: with("ports", []any{map[string]any{"name": "http"}})},
		{name: "label-added", old: with("labels", map[string]any{"a": "1"}), spec: with("labels", map[string]any{"a": "1", "b": "2"}), want: []string{"spec.labels"}, goAt: []string{"spec.labels[b]"}},
		{name: "label-changed-and-removed", old: with("labels", map[string]any{"a": "1", "b": "2"}), spec: with("labels", map[string]any{"a": "3"})},
		// +k8s:eachVal on a list: each item's bounds and format.
		{name: "aliases", spec: with("aliases", []any{"web", "api-1"})},
		{name: "long-alias", spec: with("aliases", []any{"web", "abcdefghi"}), want: []string{"spec.aliases[1]"}}, // +k8s:eachVal=+k8s:maxLength=8
		{name: "bad-alias", spec: with("aliases", []any{"Web_1"}), want: []string{"spec.aliases[0]"}},             // +k8s:eachVal=+k8s:format=k8s-short-name
		{name: "notes", spec: with("notes", []any{"hé!", "a"})},                                                   // +k8s:alpha=+k8s:eachVal=+k8s:maxBytes=4
		{name: "long-note", spec: with("notes", []any{"a", "héé"}), want: []string{"spec.notes[1]"}},              // +k8s:alpha=+k8s:eachVal=+k8s:maxBytes=4
		// +k8s:minProperties/maxProperties, +k8s:eachKey and +k8s:eachVal on a map.
		{name: "weights", spec: with("weights", map[string]any{"a": int64(1), "b-2": int64(5)})},
		{name: "one-weight", spec: with("weights", map[string]any{"a": int64(1)}), want: []string{"spec.weights"}},                                                               // +k8s:minProperties=2
		{name: "five-weights", spec: with("weights", map[string]any{"a": int64(1), "b": int64(1), "c": int64(1), "d": int64(1), "e": int64(1)}), want: []string{"spec.weights"}}, // +k8s:maxProperties=4
		{name: "long-weight-key", spec: with("weights", map[string]any{"a": int64(1), "abcdefghi": int64(1)}), want: []string{"spec.weights"}},                                   // +k8s:eachKey=+k8s:maxLength=8
		{name: "bad-weight-key", spec: with("weights", map[string]any{"a": int64(1), "B_2": int64(1)}), want: []string{"spec.weights"}},                                          // +k8s:eachKey=+k8s:format=k8s-short-name
		{name: "zero-weight", spec: with("weights", map[string]any{"a": int64(1), "b": int64(0)}), want: []string{"spec.weights.b"}, goAt: []string{"spec.weights[b]"}},          // +k8s:eachVal=+k8s:minimum=1
		{name: "limit-added", old: with("limits", map[string]any{"a": "1"}), spec: with("limits", map[string]any{"a": "1", "b": "2"})},                                           // +k8s:eachVal=+k8s:update=NoModify
		{name: "limit-changed", old: with("limits", map[string]any{"a": "1"}), spec: with("limits", map[string]any{"a": "2"}), want: []string{"spec.limits[a]"}},
		{name: "motto", spec: with("motto", "abcd")},                                     // +k8s:beta=+k8s:maxLength=4
		{name: "long-motto", spec: with("motto", "abcde"), want: []string{"spec.motto"}}, // +k8s:beta=+k8s:maxLength=4
		// Tags on a type's declaration (Cell: +k8s:maxLength=6, +k8s:format=k8s-short-name).
		{name: "cell", spec: with("cell", "eu-one")},
		{name: "long-cell", spec: with("cell", "europex"), want: []string{"spec.cell"}},
		{name: "bad-cell", spec: with("cell", "Eu_1"), want: []string{"spec.cell"}},
		{name: "rack", spec: with("rack", "r-1")},                                           // the field's +k8s:maxLength=4 and Cell's
		{name: "long-rack", spec: with("rack", "rack-5"), want: []string{"spec.rack"}},      // the field's bound, within Cell's
		{name: "bad-rack", spec: with("rack", "R_1"), want: []string{"spec.rack"}},          // Cell's format on the field
		{name: "too-long-rack", spec: with("rack", "rack-75"), want: []string{"spec.rack"}}, // both bounds
		// +k8s:subfield: a tag of one field of the struct.
		{name: "backend", spec: with("backend", map[string]any{"name": "http"})},
		{name: "long-backend-name", spec: with("backend", map[string]any{"name": "abcdefg"}), want: []string{"spec.backend.name"}},                  // +k8s:subfield(name)=+k8s:maxLength=6
		{name: "backend-number", spec: with("backend", map[string]any{"name": "http", "number": int64(80)}), want: []string{"spec.backend.number"}}, // +k8s:subfield(number)=+k8s:forbidden
	}

	scheme := runtime.NewScheme()
	if err := valsamev1.AddToScheme(scheme); err != nil {
		t.Fatal(err)
	}
	env := testenv.StartForTestWith(t, testenv.Options{CRDPackages: []string{"./internal/valsame/..."}})
	widgets := dynamic.NewForConfigOrDie(env.Config).Resource(valsamev1.SchemeGroupVersion.WithResource("widgets")).Namespace("default")
	object := func(name string, spec map[string]any) *unstructured.Unstructured {
		return &unstructured.Unstructured{Object: map[string]any{
			"apiVersion": valsamev1.SchemeGroupVersion.String(), "kind": "Widget",
			"metadata": map[string]any{"name": name}, "spec": spec,
		}}
	}
	for _, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			// (1) Go: the object decoded as an API server decodes it, then
			// the scheme's validation for a create or an update.
			goFields, err := goValidation(t.Context(), scheme, object(row.name, row.spec), row.old)
			if err != nil {
				t.Fatal(err)
			}
			// (2) the API server with the CRD installed from the package.
			var serverErr error
			if row.old == nil {
				_, serverErr = widgets.Create(t.Context(), object(row.name, row.spec), metav1.CreateOptions{})
			} else {
				stored, err := widgets.Create(t.Context(), object(row.name, row.old), metav1.CreateOptions{})
				if err != nil {
					t.Fatalf("creating the stored object: %v", err)
				}
				changed := object(row.name, row.spec)
				changed.SetResourceVersion(stored.GetResourceVersion())
				_, serverErr = widgets.Update(t.Context(), changed, metav1.UpdateOptions{})
			}
			serverFields, err := rejectedFields(serverErr)
			if err != nil {
				t.Fatal(err)
			}
			goWant := row.want
			if row.goAt != nil {
				goWant = row.goAt
			}
			if !slices.Equal(goFields, goWant) || !slices.Equal(serverFields, row.want) {
				t.Errorf("rejected fields: Go validation %v (want %v), API server %v (%v; want %v)", goFields, goWant, serverFields, serverErr, row.want)
			}
		})
	}
}

// goValidation runs the scheme's validation of obj, as a create, or as an
// update of the same object with spec old, and returns the sorted distinct
// fields it rejects.
func goValidation(ctx context.Context, scheme *runtime.Scheme, obj *unstructured.Unstructured, old map[string]any) ([]string, error) {
	decode := func(u *unstructured.Unstructured) (*valsamev1.Widget, error) {
		data, err := json.Marshal(u.Object)
		if err != nil {
			return nil, err
		}
		var w valsamev1.Widget
		return &w, json.Unmarshal(data, &w)
	}
	w, err := decode(obj)
	if err != nil {
		return nil, err
	}
	var errs field.ErrorList
	if old == nil {
		errs = scheme.Validate(ctx, nil, w)
	} else {
		stored := obj.DeepCopy()
		stored.Object["spec"] = old
		oldW, err := decode(stored)
		if err != nil {
			return nil, err
		}
		errs = scheme.ValidateUpdate(ctx, nil, w, oldW)
	}
	var fields []string
	for _, e := range errs {
		fields = append(fields, e.Field)
	}
	slices.Sort(fields)
	return slices.Compact(fields), nil
}

// rejectedFields are the sorted distinct fields of an Invalid error's
// causes; none for no error, and an error for any other failure.
func rejectedFields(err error) ([]string, error) {
	if err == nil {
		return nil, nil
	}
	status, ok := err.(apierrors.APIStatus)
	if !ok || !apierrors.IsInvalid(err) || status.Status().Details == nil {
		return nil, fmt.Errorf("the API server failed otherwise than rejecting the object: %w", err)
	}
	var fields []string
	for _, c := range status.Status().Details.Causes {
		// A cause with no field ("<nil>") is the server's note that the CEL rules
		// (here +k8s:immutable's) were skipped because the schema failed.
		if c.Field != "" && c.Field != "<nil>" {
			fields = append(fields, c.Field)
		}
	}
	slices.Sort(fields)
	return slices.Compact(fields), nil
}
