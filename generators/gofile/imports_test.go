package gofile

import "testing"

// TestBlock: standard library first, a blank line, then the rest, each
// group sorted by path; nothing at all for no imports.
func TestBlock(t *testing.T) {
	got := Block([]Import{
		{"rest", "k8s.io/client-go/rest"}, {"time", "time"}, {"metav1", "k8s.io/apimachinery/pkg/apis/meta/v1"},
		{"context", "context"}, {"x", "example.com/x"},
	})
	want := "import (\n\tcontext \"context\"\n\ttime \"time\"\n\n\tx \"example.com/x\"\n\tmetav1 \"k8s.io/apimachinery/pkg/apis/meta/v1\"\n\trest \"k8s.io/client-go/rest\"\n)\n"
	if got != want {
		t.Errorf("Block =\n%s\nwant\n%s", got, want)
	}
	if got := Block(nil); got != "" {
		t.Errorf("Block(nil) = %q, want \"\"", got)
	}
	if got := Block([]Import{{"x", "example.com/x"}}); got != "import (\n\tx \"example.com/x\"\n)\n" {
		t.Errorf("one non-standard import: %q", got)
	}
}
