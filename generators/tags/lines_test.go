package tags

import (
	"slices"
	"testing"
)

func TestValues(t *testing.T) {
	lines := []string{" +k8s:deepcopy-gen=package", "text", "+k8s:deepcopy-gen", "+k8s:deepcopy-gen:interfaces=x", "+ k8s:deepcopy-gen = false "}
	got := Values(lines, DeepcopyGen)
	if want := []string{"package", "", "false"}; !slices.Equal(got, want) {
		t.Errorf("Values = %q, want %q", got, want)
	}
}

func TestCommentLines(t *testing.T) {
	for text, want := range map[string][]string{
		"// +groupName=a.b ":                {"+groupName=a.b"},
		"/* a\n * +genclient\n   +x=1 */":   {"a", "+genclient", "+x=1"},
		"/*\n+k8s:deepcopy-gen=package\n*/": {"", "+k8s:deepcopy-gen=package", ""},
	} {
		if got := CommentLines(text); !slices.Equal(got, want) {
			t.Errorf("CommentLines(%q) = %q, want %q", text, got, want)
		}
	}
}
