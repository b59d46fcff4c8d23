package wire

import (
	"strings"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"github.com/kubegen/kubegen/runtime/internal/testkit"
)

type phase string

type gadgetSpec struct {
	Color  string
	Tags   []string
	Phases []phase
	Nested struct{ Mode phase }
	Ptr    *struct{ Mode string }
	Long   string
	hidden string
}

type gadget struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Spec gadgetSpec
}

func newGadget(long string) *gadget {
	return &gadget{
		ObjectMeta: metav1.ObjectMeta{Name: fresh("name"), UID: "u"},
		Spec: gadgetSpec{
			Color: fresh("red"), Tags: []string{fresh("alpha"), fresh("beta")}, Phases: []phase{phase(fresh("Ready"))},
			Nested: struct{ Mode phase }{phase(fresh("fast"))},
			Ptr:    &struct{ Mode string }{fresh("slow")},
			Long:   fresh(long), hidden: fresh("secret"),
		},
	}
}

// Short strings of an object's own fields, also in slices, nested structs
// and named string types, are shared; long ones, unexported ones, those
// behind pointers and the object's metadata are not touched by this walk.
func TestInternFieldsSharesShortStrings(t *testing.T) {
	table := NewInternTable()
	long := strings.Repeat("x", maxFieldInternLen+1)
	a, b := newGadget(long), newGadget(long)
	table.internFieldsOfLocked(a)
	table.internFieldsOfLocked(b)
	shared := map[string][2]string{
		"Color":  {a.Spec.Color, b.Spec.Color},
		"Tags0":  {a.Spec.Tags[0], b.Spec.Tags[0]},
		"Tags1":  {a.Spec.Tags[1], b.Spec.Tags[1]},
		"Phases": {string(a.Spec.Phases[0]), string(b.Spec.Phases[0])},
		"Nested": {string(a.Spec.Nested.Mode), string(b.Spec.Nested.Mode)},
	}
	for field, p := range shared {
		if !testkit.SameMemory(p[0], p[1]) {
			t.Errorf("%s: %q not shared", field, p[0])
		}
	}
	apart := map[string][2]string{
		"Long":   {a.Spec.Long, b.Spec.Long},
		"hidden": {a.Spec.hidden, b.Spec.hidden},
		"Ptr":    {a.Spec.Ptr.Mode, b.Spec.Ptr.Mode},
		"Name":   {a.Name, b.Name},
	}
	for field, p := range apart {
		if testkit.SameMemory(p[0], p[1]) {
			t.Errorf("%s: %q shared, want it left alone", field, p[0])
		}
	}
	want := newGadget(long)
	if a.Spec.Color != want.Spec.Color || a.Spec.Tags[1] != want.Spec.Tags[1] || a.Spec.Phases[0] != want.Spec.Phases[0] ||
		a.Spec.Nested != want.Spec.Nested || a.Spec.Long != want.Spec.Long || a.Spec.hidden != want.Spec.hidden {
		t.Errorf("values changed: got %+v, want %+v", a.Spec, want.Spec)
	}
}

// Unique values cannot grow the field table past its bound, and values that
// are not pointers to structs are ignored.
func TestInternFieldsTableBounds(t *testing.T) {
	table := NewInternTable()
	for i := range 3 * maxFieldInternBytes / internEntryOverhead {
		g := newGadget("")
		g.Spec.Color = strings.Repeat("c", i%maxFieldInternLen) + string(rune('a'+i%26)) + string(rune('a'+i/26%26)) + string(rune('a'+i/676))
		table.internFieldsOfLocked(g)
		if table.short.bytes > maxFieldInternBytes {
			t.Fatalf("after %d objects the table holds %d bytes, want at most %d", i+1, table.short.bytes, maxFieldInternBytes)
		}
	}
	var nilGadget *gadget
	for _, v := range []any{nil, nilGadget, "text", new(string), map[string]string{"a": "b"}} {
		table.internFieldsOfLocked(v)
	}
}
