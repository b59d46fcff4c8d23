package deepcopy

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/load"
)

// unexportedTypes has fields of an unexported struct type in every
// position that calls the type's deep-copy functions: unexported types get
// none (as upstream's and controller-gen's), so upstream writes calls that
// do not build. Plain-value unexported types (copied by assignment) and a
// hand-written DeepCopyInto are fine.
const unexportedTypes = `package shop

type A struct{ Payment paymentRef }

type B struct{ History []paymentRef }

type C struct{ Last *paymentRef }

type D struct{ ByID map[string]paymentRef }

type E struct {
	Plain  plainRef
	Plains []plainRef
	Owned  ownRef
}

type paymentRef struct {
	Amount *int64
}

type plainRef struct {
	Amount int64
}

type ownRef struct {
	Amount *int64
}

func (in *ownRef) DeepCopyInto(out *ownRef) {
	*out = *in
	if in.Amount != nil {
		out.Amount = new(int64)
		*out.Amount = *in.Amount
	}
}
`

func TestUnexportedFieldTypes(t *testing.T) {
	dir, msg := shopErrors(t, unexportedTypes)
	for _, where := range []string{"3: shop.A: field Payment", "5: shop.B: the slice []paymentRef's element",
		"7: shop.C: the pointer *paymentRef's element", "9: shop.D: the map map[string]paymentRef's value"} {
		want := "types.go:" + where + " has the unexported type paymentRef, which gets no deep-copy functions"
		if !strings.Contains(msg, want) {
			t.Errorf("missing %q in:\n%s", want, msg)
		}
	}
	for _, fine := range []string{"plainRef", "ownRef"} {
		if strings.Contains(msg, fine) {
			t.Errorf("%s can be copied, yet:\n%s", fine, msg)
		}
	}

	// With the type exported, everything is generated.
	exported := strings.ReplaceAll(unexportedTypes, "paymentRef", "PaymentRef")
	if err := os.WriteFile(filepath.Join(dir, "types.go"), []byte(exported), 0o644); err != nil {
		t.Fatal(err)
	}
	pkgs, _, err := load.Typed(load.Config{Dir: dir}, []string{"."})
	if err != nil {
		t.Fatal(err)
	}
	out, _, err := Files(pkgs, Options{Load: load.NewSession(load.Config{Dir: dir})})
	if err != nil || len(out) != 1 || !strings.Contains(string(out[0].Content), "func (in *PaymentRef) DeepCopyInto(") {
		t.Fatalf("exported: %v %d files", err, len(out))
	}
}

// anonymousTypes has anonymous struct types that hold a pointer in every
// position that would call their deep-copy functions. Upstream writes
// method calls on them that do not build; anonymous structs of plain
// values are copied by assignment and are fine.
const anonymousTypes = `package shop

type A struct {
	Payment struct{ Amount *int64 }
}

type B struct {
	History []struct{ Amount *int64 }
}

type C struct {
	Plain  struct{ Amount int64 }
	Plains []struct{ Amount int64 }
}
`

func TestAnonymousStructFieldTypes(t *testing.T) {
	_, msg := shopErrors(t, anonymousTypes)
	for _, where := range []string{"3: shop.A: field Payment", "7: shop.B: the slice []struct{Amount *int64}'s element"} {
		want := "types.go:" + where + " has an anonymous struct type that holds pointers, slices or maps"
		if !strings.Contains(msg, want) {
			t.Errorf("missing %q in:\n%s", want, msg)
		}
	}
	if strings.Contains(msg, "shop.C") {
		t.Errorf("anonymous structs of plain values can be copied, yet:\n%s", msg)
	}
}

// genericTypes has instances of a generic type that holds a pointer: no
// deep-copy functions are generated for generic types (upstream stops with
// a fatal error on them), so copying one needs a hand-written
// DeepCopyInto, which Fine has.
const genericTypes = `package shop

type A struct {
	Range Span[int64]
}

type B struct {
	Ranges []Span[int64]
}

type C struct {
	Plain Flat[int64]
	Owned Fine[int64]
}

type Span[T any] struct{ From *T }

type Flat[T any] struct{ From T }

type Fine[T any] struct{ From *T }

func (in *Fine[T]) DeepCopyInto(out *Fine[T]) {
	*out = *in
	if in.From != nil {
		out.From = new(T)
		*out.From = *in.From
	}
}
`

func TestGenericFieldTypes(t *testing.T) {
	_, msg := shopErrors(t, genericTypes)
	for _, where := range []string{"3: shop.A: field Range", "7: shop.B: the slice []Span[int64]'s element"} {
		want := "types.go:" + where + " has the generic type Span[int64], which gets no deep-copy functions"
		if !strings.Contains(msg, want) {
			t.Errorf("missing %q in:\n%s", want, msg)
		}
	}
	if strings.Contains(msg, "shop.C") {
		t.Errorf("Flat copies by assignment and Fine has DeepCopyInto, yet:\n%s", msg)
	}
}

// shopErrors writes types as the one file of a package that asks for deep
// copies, generates them and returns the package's directory and the
// diagnostics, which there must be.
func shopErrors(t *testing.T, types string) (dir, msg string) {
	t.Helper()
	dir = t.TempDir()
	files := map[string]string{
		"go.mod":   "module example.com/shop\n\ngo 1.22\n",
		"doc.go":   "// +k8s:deepcopy-gen=package\npackage shop\n",
		"types.go": types,
	}
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	pkgs, _, err := load.Typed(load.Config{Dir: dir}, []string{"."})
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = Files(pkgs, Options{Load: load.NewSession(load.Config{Dir: dir})})
	var diags diag.List
	if !errors.As(err, &diags) {
		t.Fatalf("got %v, want diagnostics", err)
	}
	return dir, diags.Error()
}
