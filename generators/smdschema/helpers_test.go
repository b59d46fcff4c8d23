package smdschema

import (
	"sync"
	"testing"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/load"
)

const shapesPkg = "github.com/kubegen/kubegen/generators/smdschema/internal/shapes/v1"

var loaded sync.Map // input list -> *loadResult

type loadResult struct {
	once sync.Once
	pkgs []*load.Package
	err  error
}

// typedLoad loads inputs once per test binary, as load.Typed does for the
// generators.
func typedLoad(t *testing.T, inputs ...string) []*load.Package {
	t.Helper()
	key := ""
	for _, in := range inputs {
		key += in + "\n"
	}
	v, _ := loaded.LoadOrStore(key, &loadResult{})
	r := v.(*loadResult)
	r.once.Do(func() {
		r.pkgs, _, r.err = load.Typed(load.Config{Dir: "."}, inputs)
	})
	if r.err != nil {
		t.Fatal(r.err)
	}
	return r.pkgs
}

// build runs Build and fails the test on an error.
func build(t *testing.T, pkgs []*load.Package) (string, diag.List) {
	t.Helper()
	text, warns, err := Build(pkgs)
	if err != nil {
		t.Fatal(err)
	}
	return text, warns
}
