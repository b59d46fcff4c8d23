package diag

import (
	"errors"
	"go/token"
	"path/filepath"
	"testing"
)

func TestListSortsDedupesAndPrints(t *testing.T) {
	abs, err := filepath.Abs("b.go")
	if err != nil {
		t.Fatal(err)
	}
	var l List
	if l.Err() != nil {
		t.Fatal("empty list is an error")
	}
	l.Add(token.Position{Filename: abs, Line: 9}, "v1.Foo", "second %s", "problem")
	l.Add(token.Position{Filename: "a.go", Line: 3}, "v1.Bar", "first")
	l.Add(token.Position{Filename: abs, Line: 9}, "v1.Foo", "second problem")
	l.Add(token.Position{}, "k8s.io/x", "no position")

	err = l.Err()
	var got List
	if !errors.As(err, &got) {
		t.Fatalf("Err() = %T, want List", err)
	}
	want := "k8s.io/x: no position\n" +
		"a.go:3: v1.Bar: first\n" +
		"b.go:9: v1.Foo: second problem"
	if err.Error() != want {
		t.Errorf("got\n%s\nwant\n%s", err.Error(), want)
	}
}

func TestWarningsAreNotErrors(t *testing.T) {
	var l List
	l.Warn(token.Position{Filename: "a.go", Line: 7}, "v1.FooList", "+genclient:nonNamespaced without +genclient is ignored")
	if err := l.Err(); err != nil {
		t.Fatalf("a list of warnings only is an error: %v", err)
	}
	l.Add(token.Position{Filename: "a.go", Line: 3}, "v1.Foo", "broken")
	if got, want := l.Err().Error(), "a.go:3: v1.Foo: broken"; got != want {
		t.Errorf("Err() = %q, want %q (errors only)", got, want)
	}
	if got, want := l.Warnings().Error(), "a.go:7: warning: v1.FooList: +genclient:nonNamespaced without +genclient is ignored"; got != want {
		t.Errorf("Warnings() = %q, want %q", got, want)
	}
}
