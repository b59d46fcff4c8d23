package manifest

import (
	"os"
	"path/filepath"
	"testing"

	rbacv1 "k8s.io/api/rbac/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// TestRenderDocuments checks the separators, the header and that the null
// creationTimestamp ObjectMeta always serialises is gone.
func TestRenderDocuments(t *testing.T) {
	role := func(name string) rbacv1.ClusterRole {
		return rbacv1.ClusterRole{
			TypeMeta:   metav1.TypeMeta{Kind: "ClusterRole", APIVersion: "rbac.authorization.k8s.io/v1"},
			ObjectMeta: metav1.ObjectMeta{Name: name},
			Rules:      []rbacv1.PolicyRule{{APIGroups: []string{""}, Resources: []string{"pods"}, Verbs: []string{"get"}}},
		}
	}
	got, err := Render("# head\n", []any{role("a"), role("b")}, DropCreationTimestamp)
	if err != nil {
		t.Fatal(err)
	}
	want := "# head\n---\napiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata:\n  name: a\nrules:\n- apiGroups:\n  - \"\"\n  resources:\n  - pods\n  verbs:\n  - get\n" +
		"---\napiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata:\n  name: b\nrules:\n- apiGroups:\n  - \"\"\n  resources:\n  - pods\n  verbs:\n  - get\n"
	if string(got) != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
	// ObjectMeta of this apimachinery omits a zero time, but objects built
	// as maps (or older API types) still carry the null.
	withNull := map[string]any{"metadata": map[string]any{"name": "a", "creationTimestamp": nil}}
	dropped, err := Render("", []any{withNull}, DropCreationTimestamp)
	if err != nil {
		t.Fatal(err)
	}
	if want := "---\nmetadata:\n  name: a\n"; string(dropped) != want {
		t.Errorf("got:\n%s\nwant:\n%s", dropped, want)
	}
}

// TestRenderExactNumbers: an integer above 2^53 prints as written, and
// DropStatus removes the top-level status only.
func TestRenderExactNumbers(t *testing.T) {
	obj := map[string]any{"spec": map[string]any{"max": uint64(9007199254740993), "status": 1}, "status": map[string]any{"x": 1}}
	got, err := Render("", []any{obj}, DropStatus)
	if err != nil {
		t.Fatal(err)
	}
	want := "---\nspec:\n  max: 9007199254740993\n  status: 1\n"
	if string(got) != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

func TestHeaderYear(t *testing.T) {
	path := filepath.Join(t.TempDir(), "boilerplate.go.txt")
	if err := os.WriteFile(path, []byte("/*\nCopyright YEAR The Authors.\n*/\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := Header(path, "2026")
	if err != nil {
		t.Fatal(err)
	}
	if want := "/*\nCopyright 2026 The Authors.\n*/\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got, _ := Header("", "2026"); got != "" {
		t.Errorf("no file: got %q", got)
	}
	if _, err := Header(filepath.Join(t.TempDir(), "missing"), ""); err == nil {
		t.Error("a missing header file should be an error")
	}
}
