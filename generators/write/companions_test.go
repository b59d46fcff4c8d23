package write

import (
	"path/filepath"
	"testing"
)

// A run that leaves no group below the root (its only group lost its last
// informer) removes the companions (the factory) too, though Owned does
// not reach them; while another group's output remains, they stay for it.
func TestApplyRemovesLonelyCompanions(t *testing.T) {
	for _, other := range []bool{false, true} {
		root := t.TempDir()
		factory := filepath.Join(root, "factory.go")
		put(t, factory, marker+"\npackage x\n")
		put(t, filepath.Join(root, "a/v1/gone.go"), marker+"\npackage v1\n")
		if other {
			put(t, filepath.Join(root, "b/v1/other.go"), marker+"\npackage v1\n")
		}
		r := Root{Dir: root, Marker: marker, Owned: []string{filepath.Join(root, "a")}, Companions: []string{factory}}
		if _, err := Apply(nil, Options{Roots: []Root{r}}); err != nil {
			t.Fatal(err)
		}
		if exists(filepath.Join(root, "a/v1/gone.go")) {
			t.Error("the owned group's stale file remains")
		}
		if exists(factory) != other {
			t.Errorf("with another group %v: factory.go exists %v", other, exists(factory))
		}
	}
}
