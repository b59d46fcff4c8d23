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
