package tagline

import (
	"slices"
	"testing"
)

func TestValues(t *testing.T) {
	lines := []string{" +k8s:deepcopy-gen=package", "text", "+k8s:deepcopy-gen", "+k8s:deepcopy-gen:interfaces=x", "+ k8s:deepcopy-gen = false "}
	got := Values(lines, "k8s:deepcopy-gen")
	if want := []string{"package", "", "false"}; !slices.Equal(got, want) {
		t.Errorf("Values = %q, want %q", got, want)
	}
}
